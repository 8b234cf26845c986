/* Asks an X window to close the way a window manager's close button does:
 * a WM_PROTOCOLS client message carrying WM_DELETE_WINDOW (ICCCM 4.2.8.1),
 * which xdotool cannot send. Usage: close-window WINDOW-ID (decimal, as
 * `xdotool search` prints it). Built by ci-test.sh with gcc against libx11-dev. */
#include <X11/Xlib.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: close-window WINDOW-ID\n"); return 2; }
    Display *display = XOpenDisplay(NULL);
    if (!display) { fprintf(stderr, "close-window: cannot open the display\n"); return 1; }
    Window window = (Window)strtoul(argv[1], NULL, 0);
    XEvent event = {0};
    event.xclient.type = ClientMessage;
    event.xclient.window = window;
    event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", False);
    event.xclient.format = 32;
    event.xclient.data.l[0] = (long)XInternAtom(display, "WM_DELETE_WINDOW", False);
    event.xclient.data.l[1] = CurrentTime;
    if (!XSendEvent(display, window, False, NoEventMask, &event)) { fprintf(stderr, "close-window: XSendEvent failed\n"); return 1; }
    XCloseDisplay(display); /* flushes the request */
    return 0;
}
