// Swift Testing's cross-import overlay for QuartzCore (see `_Testing_CoreGraphics`).
@_exported import Testing
