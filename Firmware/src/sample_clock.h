/* Timer1 in CTC mode paces sampling and doubles as the board's microsecond clock: every compare
 * match adds one period (4 µs ticks at /64), so timestamps are exact multiples of the period. */
#ifndef SAMPLE_CLOCK_H
#define SAMPLE_CLOCK_H
#include <stdint.h>

/* Sets the rate (clamped to AG_RATE_MIN..MAX_RATE_HZ); returns the rate actually produced. */
uint16_t sample_clock_set_rate(uint16_t rate_hz);
/* Ticks since the last call and the timestamp of the most recent one. */
uint8_t sample_clock_take(uint32_t *last_tick_us);
uint32_t sample_clock_now_us(void);
#endif
