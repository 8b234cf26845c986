// Placeholder until the module's first real file lands.
