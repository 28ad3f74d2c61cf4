#include <cairo/cairo.h>
#include <pango/pangocairo.h>
/* wmemset: the renderer fills the wallpaper's rows a row at a time (see CairoRenderer.fillRows). */
#include <wchar.h>
