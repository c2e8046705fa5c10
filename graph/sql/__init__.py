"""SQL machinery below every selector: prepared statements, rows built without the ORM, compiled filters."""
