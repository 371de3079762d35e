#include "xlib_baseline.h"
int xlib_baseline_placeholder(void) { return 0; }
