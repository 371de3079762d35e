#ifndef TOUCHLAB_XLIB_BASELINE_H
#define TOUCHLAB_XLIB_BASELINE_H
/// placeholder
int xlib_baseline_placeholder(void);
#endif
