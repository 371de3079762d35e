import Foundation

/// A minimal GTK 4 app that does what a drag asks of any toolkit — follow
/// the pointer with a dot and its trail, redrawn on every drag update —
/// built from C source here, at run time, because GTK 4 is no dependency of
/// the package (CI runs `swift test` without it). The `load` section drags
/// it and the demo by the same XTest hand under one Xvfb, rounds
/// interleaved, so the two CPU figures share the machine's mood.
///
/// Without GTK 4's development files (`apt-get install libgtk-4-dev`) or a
/// C compiler, `build()` says so in one line and the row says why it has no
/// figure; nothing else stops.
enum GTKDragApp {
    static let title = "GTK 4 drag"

    static let source = #"""
    #include <gtk/gtk.h>

    /* A dot and the last 64 points of its trail, redrawn on every drag update. */
    #define TRAIL 64
    static double xs[TRAIL], ys[TRAIL];
    static int count = 0, head = 0;
    static double startX, startY;

    static void add_point(double x, double y) {
        xs[head] = x; ys[head] = y;
        head = (head + 1) % TRAIL;
        if (count < TRAIL) count++;
    }

    static void draw(GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data) {
        cairo_set_source_rgb(cr, 0.08, 0.1, 0.16);
        cairo_paint(cr);
        if (count == 0) return;
        cairo_set_source_rgba(cr, 0.3, 0.6, 1.0, 0.6);
        cairo_set_line_width(cr, 3);
        for (int i = 0; i < count; i++) {
            int k = (head - count + i + TRAIL) % TRAIL;
            if (i == 0) cairo_move_to(cr, xs[k], ys[k]); else cairo_line_to(cr, xs[k], ys[k]);
        }
        cairo_stroke(cr);
        int last = (head - 1 + TRAIL) % TRAIL;
        cairo_set_source_rgb(cr, 1.0, 0.8, 0.2);
        cairo_arc(cr, xs[last], ys[last], 12, 0, 2 * G_PI);
        cairo_fill(cr);
    }

    static void begin(GtkGestureDrag *g, double x, double y, gpointer area) {
        startX = x; startY = y; count = 0;
        add_point(x, y);
        gtk_widget_queue_draw(GTK_WIDGET(area));
    }

    static void update(GtkGestureDrag *g, double dx, double dy, gpointer area) {
        add_point(startX + dx, startY + dy);
        gtk_widget_queue_draw(GTK_WIDGET(area));
    }

    static gboolean key(GtkEventControllerKey *c, guint keyval, guint code, GdkModifierType state, gpointer app) {
        if (keyval == GDK_KEY_q) { g_application_quit(G_APPLICATION(app)); return TRUE; }
        return FALSE;
    }

    static void activate(GtkApplication *app, gpointer data) {
        GtkWidget *window = gtk_application_window_new(app);
        gtk_window_set_title(GTK_WINDOW(window), "GTK 4 drag");
        gtk_window_set_default_size(GTK_WINDOW(window), 1280, 800);
        GtkWidget *area = gtk_drawing_area_new();
        gtk_drawing_area_set_draw_func(GTK_DRAWING_AREA(area), draw, NULL, NULL);
        GtkGesture *drag = gtk_gesture_drag_new();
        g_signal_connect(drag, "drag-begin", G_CALLBACK(begin), area);
        g_signal_connect(drag, "drag-update", G_CALLBACK(update), area);
        gtk_widget_add_controller(area, GTK_EVENT_CONTROLLER(drag));
        GtkEventController *keys = gtk_event_controller_key_new();
        g_signal_connect(keys, "key-pressed", G_CALLBACK(key), app);
        gtk_widget_add_controller(window, keys);
        gtk_window_set_child(GTK_WINDOW(window), area);
        gtk_window_present(GTK_WINDOW(window));
    }

    int main(int argc, char **argv) {
        GtkApplication *app = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
        g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
        int status = g_application_run(G_APPLICATION(app), argc, argv);
        g_object_unref(app);
        return status;
    }
    """#

    /// The app, compiled once per benchmark run; or why it cannot be.
    static let built: Swift.Result<URL, BenchmarkError> = build()

    private static func build() -> Swift.Result<URL, BenchmarkError> {
        guard let flags = shell(["pkg-config", "--cflags", "--libs", "gtk4"]), flags.status == 0 else {
            return .failure(BenchmarkError("GTK 4 is not installed (apt-get install libgtk-4-dev), so there is no GTK figure to compare with"))
        }
        let directory = NSTemporaryDirectory() + "touchlab-gtk-drag-\(getpid())"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let sourcePath = directory + "/gtk-drag.c", binary = directory + "/gtk-drag"
        do { try source.write(toFile: sourcePath, atomically: true, encoding: .utf8) } catch {
            return .failure(BenchmarkError("could not write the GTK app's source: \(error)"))
        }
        let arguments = ["cc", "-O2", "-o", binary, sourcePath] + flags.output.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let compile = shell(arguments), compile.status == 0 else {
            return .failure(BenchmarkError("the GTK 4 app did not compile (is a C compiler installed?)"))
        }
        return .success(URL(fileURLWithPath: binary))
    }

    private static func shell(_ arguments: [String]) -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
