/**
 * An upload's path as the server makes them (`avatars/student-12-….jpg`): no segment starts with
 * a dot, so a crafted backup cannot write outside the upload folder on restore, and a file named
 * by hand in the folder is told apart from the server's own.
 */
export const UPLOAD_PATH = /^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/;
