#ifndef TOUCHLAB_CCAIRO_SHIM_H
#define TOUCHLAB_CCAIRO_SHIM_H
#include <cairo/cairo.h>
#include <cairo/cairo-xlib.h>
#endif
