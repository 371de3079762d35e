#ifndef TOUCHLAB_CX11_SHIM_H
#define TOUCHLAB_CX11_SHIM_H
// Xlib and XTest as Swift sees them.
//
// Swift imports Xlib's functions but not its function-like macros
// (ConnectionNumber, RootWindow, XDestroyImage, ...), because they reach into
// the private `_XPrivDisplay` layout or call through function pointers. Each
// `cx11_` helper below is that macro, unchanged, behind a real function.
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/extensions/XTest.h>

// MARK: - Display and screen macros

static inline int cx11_connection_number(Display *dpy) { return ConnectionNumber(dpy); }
static inline int cx11_default_screen(Display *dpy) { return DefaultScreen(dpy); }
static inline Window cx11_root_window(Display *dpy, int screen) { return RootWindow(dpy, screen); }
static inline unsigned long cx11_black_pixel(Display *dpy, int screen) { return BlackPixel(dpy, screen); }
static inline unsigned long cx11_white_pixel(Display *dpy, int screen) { return WhitePixel(dpy, screen); }
static inline int cx11_default_depth(Display *dpy, int screen) { return DefaultDepth(dpy, screen); }
static inline Visual *cx11_default_visual(Display *dpy, int screen) { return DefaultVisual(dpy, screen); }
static inline GC cx11_default_gc(Display *dpy, int screen) { return DefaultGC(dpy, screen); }
static inline int cx11_display_width(Display *dpy, int screen) { return DisplayWidth(dpy, screen); }
static inline int cx11_display_height(Display *dpy, int screen) { return DisplayHeight(dpy, screen); }
static inline int cx11_display_width_mm(Display *dpy, int screen) { return DisplayWidthMM(dpy, screen); }
static inline int cx11_display_height_mm(Display *dpy, int screen) { return DisplayHeightMM(dpy, screen); }
static inline const char *cx11_display_string(Display *dpy) { return DisplayString(dpy); }

// MARK: - XImage macros

static inline int cx11_destroy_image(XImage *image) { return XDestroyImage(image); }

// MARK: - Reading the XEvent union

/// The fields of an XEvent that TouchLab reads, copied out of whichever union
/// member `type` selects. Fields that the event type does not have are zero.
///
/// Why a flat copy: XEvent is a union of ~30 structs; Swift imports it, but
/// every member access copies the whole 192-byte union and the member names
/// (`xbutton`, `xmotion`, `xclient.data.l.0`) depend on the type. One switch in
/// C keeps the decoding in Swift to plain field reads.
typedef struct {
    int type;
    Bool send_event;
    Window window;
    /// Window-relative position: pointer position (button, motion, key),
    /// rectangle origin (expose) or window origin (configure).
    int x, y;
    int x_root, y_root;
    /// Modifier and button mask before the event (button, motion, key).
    unsigned int state;
    /// Button number (button events) or keycode (key events).
    unsigned int detail;
    /// X server time in milliseconds (button, motion, key).
    Time time;
    /// Rectangle size (expose) or window size (configure).
    int width, height;
    /// Expose events still to come for this window (0 = last of a series).
    int count;
    /// ClientMessage: `message_type`, `format` and `data.l[0]`.
    Atom message_type;
    int format;
    long data0;
} CX11EventFields;

static inline CX11EventFields cx11_event_fields(const XEvent *event) {
    CX11EventFields f = {0};
    f.type = event->type;
    f.send_event = event->xany.send_event;
    f.window = event->xany.window;
    switch (event->type) {
    case ButtonPress:
    case ButtonRelease:
        f.x = event->xbutton.x; f.y = event->xbutton.y;
        f.x_root = event->xbutton.x_root; f.y_root = event->xbutton.y_root;
        f.state = event->xbutton.state; f.detail = event->xbutton.button;
        f.time = event->xbutton.time;
        break;
    case MotionNotify:
        f.x = event->xmotion.x; f.y = event->xmotion.y;
        f.x_root = event->xmotion.x_root; f.y_root = event->xmotion.y_root;
        f.state = event->xmotion.state; f.time = event->xmotion.time;
        break;
    case KeyPress:
    case KeyRelease:
        f.x = event->xkey.x; f.y = event->xkey.y;
        f.x_root = event->xkey.x_root; f.y_root = event->xkey.y_root;
        f.state = event->xkey.state; f.detail = event->xkey.keycode;
        f.time = event->xkey.time;
        break;
    case Expose:
        f.x = event->xexpose.x; f.y = event->xexpose.y;
        f.width = event->xexpose.width; f.height = event->xexpose.height;
        f.count = event->xexpose.count;
        break;
    case ConfigureNotify:
        f.window = event->xconfigure.window;
        f.x = event->xconfigure.x; f.y = event->xconfigure.y;
        f.width = event->xconfigure.width; f.height = event->xconfigure.height;
        break;
    case MapNotify:
        f.window = event->xmap.window;
        break;
    case DestroyNotify:
        f.window = event->xdestroywindow.window;
        break;
    case ClientMessage:
        f.message_type = event->xclient.message_type;
        f.format = event->xclient.format;
        f.data0 = event->xclient.data.l[0];
        break;
    default:
        break;
    }
    return f;
}

/// The keysym and Latin-1 text of a KeyPress/KeyRelease (XLookupString takes
/// an `XKeyEvent *`, which Swift can only reach through the union).
/// Returns the number of bytes written to `buffer`.
static inline int cx11_lookup_key(XEvent *event, char *buffer, int buffer_size, KeySym *keysym) {
    return XLookupString(&event->xkey, buffer, buffer_size, keysym, NULL);
}

// MARK: - Building events

/// A 32-bit-format ClientMessage, as window managers send `WM_PROTOCOLS`.
static inline XEvent cx11_client_message(Window window, Atom message_type, long data0, long data1) {
    XEvent event = {0};
    event.xclient.type = ClientMessage;
    event.xclient.window = window;
    event.xclient.message_type = message_type;
    event.xclient.format = 32;
    event.xclient.data.l[0] = data0;
    event.xclient.data.l[1] = data1;
    return event;
}

#endif
