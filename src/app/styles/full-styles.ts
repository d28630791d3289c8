/** Every Mantine style (layered), loaded with the signed-in shell and the print window. */
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
