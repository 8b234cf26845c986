#include <evemu.h>
#include <stdio.h>
