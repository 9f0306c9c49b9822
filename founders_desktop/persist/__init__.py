"""Save files: versioned schema, migrations, atomic writes. No Qt."""
