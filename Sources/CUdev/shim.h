#include <libudev.h>
#include <linux/input.h>
#include <termios.h>
#include <sys/ioctl.h>
