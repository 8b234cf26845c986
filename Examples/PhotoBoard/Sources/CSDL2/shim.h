// SDL2 from Debian's libsdl2-dev (pkg-config `sdl2`), for the photo board only.
#include <SDL2/SDL.h>
