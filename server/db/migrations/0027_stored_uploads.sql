-- Uploads kept in the database (UPLOAD_STORE=database): one store every server of a group sees.
CREATE TABLE "stored_uploads" (
	"path" text PRIMARY KEY NOT NULL,
	"bytes" bytea NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
