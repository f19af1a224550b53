// Anchor for the precompiled header shared by the compiler libraries.
