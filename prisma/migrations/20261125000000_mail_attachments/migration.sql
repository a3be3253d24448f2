-- Attachments of an outbox message (the booking confirmation's .ics calendar file): a JSON array of
-- {filename, contentType, content, encoding?} objects, handed to nodemailer as they are by the worker
-- (server/src/lib/mail/worker.ts). Text content (a calendar) is stored as text; binary content as
-- base64 with "encoding": "base64". Rendered with the message, in the same transaction (ADR 006).

ALTER TABLE mail_outbox
  ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]',
  ADD CONSTRAINT mail_outbox_attachments_array CHECK (jsonb_typeof(attachments) = 'array');
