import TouchLab

// `touchlab`: the demo. No arguments opens the default scene (seed 001's A/B/C).
// The command line itself is `TouchLabCommand`, which experiments share.
TouchLabCommand.main()
