-- Builder forms (issue 7): a site's form definitions, the submissions visitors send and the
-- files attached to them. Field definitions are one JSON column validated by the zod schema of
-- src/schema/forms.ts on write and on read. Files live in R2 under sites/<siteId>/forms/…;
-- a row here names each object. Children carry site_id in their foreign keys, so the database
-- refuses a submission of site A pointing at a form of site B.
CREATE TABLE forms (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  submit_label TEXT NOT NULL DEFAULT 'Envoyer',
  success_message TEXT NOT NULL,
  notify_email TEXT,                            -- NULL: the site's COMPANY_EMAIL
  fields TEXT NOT NULL DEFAULT '[]',            -- JSON array of fields
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE UNIQUE INDEX forms_site_id ON forms(site_id, id);

CREATE TABLE form_submissions (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  form_id INTEGER NOT NULL,
  form_title TEXT NOT NULL,                     -- the title when sent, kept if the form is renamed
  answers TEXT NOT NULL DEFAULT '[]',           -- JSON array of {name, label, value}
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  FOREIGN KEY (site_id, form_id) REFERENCES forms(site_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX form_submissions_site_id ON form_submissions(site_id, id);
CREATE INDEX form_submissions_form ON form_submissions(site_id, form_id, created_at);

CREATE TABLE form_submission_files (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  submission_id INTEGER NOT NULL,
  field TEXT NOT NULL,                          -- the file field's name
  filename TEXT NOT NULL,                       -- as sent, shown to the admin only
  content_type TEXT NOT NULL,                   -- from the file's content, not its name
  size INTEGER NOT NULL,
  object_key TEXT NOT NULL UNIQUE,              -- R2 key, sites/<siteId>/forms/<formId>/…
  FOREIGN KEY (site_id, submission_id) REFERENCES form_submissions(site_id, id) ON DELETE CASCADE
);
CREATE INDEX form_submission_files_submission ON form_submission_files(site_id, submission_id);
