#ifndef TOUCHLAB_CCAIROIMAGE_SHIM_H
#define TOUCHLAB_CCAIROIMAGE_SHIM_H
// Cairo's core and its image surfaces only: no Xlib, so CoreGraphics (and
// UIKit above it) builds and runs with no X server.
#include <cairo/cairo.h>
#endif
