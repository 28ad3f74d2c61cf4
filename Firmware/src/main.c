/* Afterglow sensor board: MPU-6050 samples at a steady rate, streamed as COBS frames with CRC-16
 * (Firmware/PROTOCOL.md). The main loop never blocks for long: every TWI step is bounded, the
 * watchdog (250 ms) resets the board if the loop ever stalls. */
#include "board_config.h"
#include "../protocol/ag_protocol.h"
#include "mpu6050.h"
#include "sample_clock.h"
#include "twi.h"
#include "uart.h"
#include <avr/eeprom.h>
#include <avr/interrupt.h>
#include <avr/io.h>
#include <avr/wdt.h>

/* MCUSR must be read and cleared before anything else, and the watchdog disabled, or a watchdog
 * reset keeps resetting the board (avr-libc FAQ, "How do I perform a software reset"). */
uint8_t reset_cause __attribute__((section(".noinit")));
void early_init(void) __attribute__((naked, used, section(".init3")));
void early_init(void)
{
    reset_cause = MCUSR;
    MCUSR = 0;
    wdt_disable();
}

static struct {
    uint8_t streaming, sensor_present, sensor_fault, fails, who_am_i;
    uint8_t accel_range, gyro_range, dlpf, last_error, tx_overflow;
    uint16_t rate_hz, seq, i2c_errors, dropped, bad_commands;
    uint32_t board_id, last_status_us, last_retry_us;
    uint8_t status_due;
} s;

static uint8_t flags(void)
{
    uint8_t f = 0;
    if (s.streaming) f |= AG_FLAG_STREAMING;
    if (s.sensor_present) f |= AG_FLAG_SENSOR_PRESENT;
    if (s.sensor_fault) f |= AG_FLAG_SENSOR_FAULT;
    if (reset_cause & _BV(WDRF)) f |= AG_FLAG_WATCHDOG_RESET;
    if (reset_cause & _BV(BORF)) f |= AG_FLAG_BROWNOUT_RESET;
    if (s.tx_overflow) f |= AG_FLAG_TX_OVERFLOW;
    return f;
}

static uint8_t send(const ag_frame_t *f)
{
    uint8_t wire[AG_MAX_ENCODED + 1];
    uint8_t n = (uint8_t)ag_frame_encode(f, wire);
    if (uart_write(wire, n))
        return 1;
    s.tx_overflow = 1;
    return 0;
}

static void send_hello(void)
{
    ag_frame_t f = {.type = AG_HELLO};
    ag_hello_t *h = &f.u.hello;
    h->protocol_version = AG_PROTOCOL_VERSION;
    h->board_id = s.board_id;
    h->firmware_version = FIRMWARE_VERSION;
    h->sensor_id = s.sensor_present ? s.who_am_i : 0;
    h->accel_range = s.accel_range;
    h->gyro_range = s.gyro_range;
    h->dlpf = s.dlpf;
    h->rate_hz = s.rate_hz;
    h->accel_lsb_per_g = ag_accel_lsb_per_g(s.accel_range);
    h->gyro_lsb_per_dps_x10 = ag_gyro_lsb_per_dps_x10(s.gyro_range);
    h->flags = flags();
    send(&f);
}

static void send_status(void)
{
    ag_frame_t f = {.type = AG_STATUS};
    f.u.status.flags = flags();
    f.u.status.last_error = s.last_error;
    f.u.status.i2c_errors = s.i2c_errors;
    f.u.status.dropped_samples = s.dropped;
    f.u.status.bad_commands = s.bad_commands;
    f.u.status.timestamp_us = sample_clock_now_us();
    if (send(&f)) {
        s.tx_overflow = 0;
        s.status_due = 0;
    }
}

static void send_ack(uint8_t command, uint8_t result)
{
    ag_frame_t f = {.type = AG_ACK, .u.ack = {command, result}};
    send(&f);
}

static void i2c_failed(uint8_t code)
{
    s.i2c_errors++;
    s.last_error = code;
    if (!s.sensor_fault) s.status_due = 1;
    s.sensor_fault = 1;
}

/* Brings the sensor up (or back) with the current configuration. */
static void sensor_try_init(void)
{
    uint8_t r = mpu_init(&s.who_am_i);
    if (r == TWI_OK)
        r = mpu_configure(s.accel_range, s.gyro_range, s.dlpf, s.rate_hz);
    uint8_t was = s.sensor_present;
    if (r == TWI_OK) {
        s.sensor_present = 1;
        s.sensor_fault = 0;
        s.fails = 0;
    } else {
        s.sensor_present = 0;
        i2c_failed(r);
    }
    /* Presence changes go out in a status frame, not a hello: a hello restarts the host's
     * sequence tracking, and the samples lost while the sensor was away must show as a gap. */
    if (was != s.sensor_present)
        s.status_due = 1;
}

static void on_ticks(uint8_t ticks, uint32_t tick_us)
{
    if (!s.streaming)
        return;
    /* Ticks the loop could not serve in time are lost samples: their sequence numbers are
     * skipped so the host sees the gap. */
    if (ticks > 1) {
        s.dropped += (uint16_t)(ticks - 1u);
        s.seq += (uint16_t)(ticks - 1u);
    }
    uint16_t seq = s.seq++;
    if (!s.sensor_present) {
        s.dropped++;
        return;
    }
    ag_frame_t f = {.type = AG_SAMPLE};
    f.u.sample.seq = seq;
    f.u.sample.timestamp_us = tick_us;
    uint8_t r = mpu_read(f.u.sample.accel, f.u.sample.gyro);
    if (r != TWI_OK) {
        s.dropped++;
        i2c_failed(r);
        if (++s.fails >= SENSOR_FAILS_BEFORE_LOST) {
            s.sensor_present = 0;
            s.last_retry_us = tick_us;
            s.status_due = 1;
        }
        return;
    }
    if (s.sensor_fault) s.status_due = 1;
    s.sensor_fault = 0;
    s.fails = 0;
    if (!send(&f))
        s.dropped++;
}

static void handle_command(const ag_frame_t *f)
{
    switch (f->type) {
    case AG_CMD_START: {
        /* Ticks that piled up while stopped (e.g. during the sensor's 100 ms reset at boot) are
         * not lost samples: discard them so streaming starts clean. */
        uint32_t ignored;
        if (!s.streaming) (void)sample_clock_take(&ignored);
        s.streaming = 1;
        send_ack(f->type, AG_OK);
        s.status_due = 1;
        break;
    }
    case AG_CMD_STOP:
        s.streaming = 0;
        send_ack(f->type, AG_OK);
        s.status_due = 1;
        break;
    case AG_CMD_SET_RATE:
        if (f->u.rate_hz < AG_RATE_MIN || f->u.rate_hz > MAX_RATE_HZ) {
            send_ack(f->type, AG_ERR_VALUE);
            break;
        }
        s.rate_hz = sample_clock_set_rate(f->u.rate_hz);
        if (s.sensor_present) {
            uint8_t r = mpu_configure(s.accel_range, s.gyro_range, s.dlpf, s.rate_hz);
            if (r != TWI_OK) i2c_failed(r);
        }
        send_ack(f->type, AG_OK);
        send_hello();
        break;
    case AG_CMD_SET_RANGES:
        if (f->u.ranges.accel_range >= AG_ACCEL_CODES || f->u.ranges.gyro_range >= AG_GYRO_CODES ||
            f->u.ranges.dlpf > AG_DLPF_MAX) {
            send_ack(f->type, AG_ERR_VALUE);
            break;
        }
        s.accel_range = f->u.ranges.accel_range;
        s.gyro_range = f->u.ranges.gyro_range;
        s.dlpf = f->u.ranges.dlpf;
        if (s.sensor_present) {
            uint8_t r = mpu_configure(s.accel_range, s.gyro_range, s.dlpf, s.rate_hz);
            if (r != TWI_OK) {
                i2c_failed(r);
                send_ack(f->type, AG_ERR_SENSOR); /* kept; applied when the sensor is re-initialised */
                send_hello();
                break;
            }
        }
        send_ack(f->type, AG_OK);
        send_hello();
        break;
    case AG_CMD_PING: {
        ag_frame_t p = {.type = AG_PONG, .u.nonce = f->u.nonce};
        send(&p);
        send_hello();
        break;
    }
    default: /* a board-to-host type sent to us */
        s.bad_commands++;
        send_ack(f->type, AG_ERR_UNKNOWN);
        break;
    }
}

/* Collects received bytes up to each 0x00 delimiter; anything malformed is counted and dropped. */
static void poll_commands(void)
{
    static uint8_t buf[AG_RX_LIMIT];
    static uint8_t len, overflow;
    int16_t c;
    while ((c = uart_read()) >= 0) {
        if (c != 0) {
            if (len < sizeof buf) buf[len++] = (uint8_t)c;
            else overflow = 1;
            continue;
        }
        if (len == 0) continue; /* empty frame: a host may send 0x00 to flush */
        uint8_t raw[AG_RX_LIMIT];
        int n = overflow ? -1 : ag_cobs_decode(buf, len, raw, sizeof raw);
        len = 0;
        overflow = 0;
        ag_frame_t f;
        if (n < 0) {
            s.bad_commands++;
            continue;
        }
        enum ag_parse_result r = ag_frame_from_raw(raw, (size_t)n, &f);
        if (r == AG_PARSE_OK) {
            handle_command(&f);
        } else {
            s.bad_commands++;
            if (r == AG_PARSE_TYPE || r == AG_PARSE_LENGTH)
                send_ack(raw[0], r == AG_PARSE_TYPE ? AG_ERR_UNKNOWN : AG_ERR_LENGTH);
        }
    }
}

int main(void)
{
    wdt_enable(WDTO_250MS);
    uint32_t id = eeprom_read_dword((const uint32_t *)0);
    s.board_id = id == 0xFFFFFFFFUL ? BOARD_ID : id;
    s.accel_range = DEFAULT_ACCEL_RANGE;
    s.gyro_range = DEFAULT_GYRO_RANGE;
    s.dlpf = DEFAULT_DLPF;
    uart_init();
    twi_init();
    s.rate_hz = sample_clock_set_rate(DEFAULT_RATE_HZ);
    sei();
    sensor_try_init();
    send_hello();
    send_status();
    s.last_status_us = sample_clock_now_us();
    for (;;) {
#ifdef AG_TEST_HANG_AFTER_US
        /* Test builds only (make wdt-test): the main loop stalls once, as a firmware bug or a
         * wedged peripheral would, so the simulator can show the watchdog resetting the board. */
        if (s.streaming && !(reset_cause & _BV(WDRF)) && sample_clock_now_us() > AG_TEST_HANG_AFTER_US)
            for (;;) {}
#endif
        wdt_reset();
        poll_commands();
        uint32_t tick_us;
        uint8_t ticks = sample_clock_take(&tick_us);
        if (ticks)
            on_ticks(ticks, tick_us);
        uint32_t now = sample_clock_now_us();
        if (!s.sensor_present && now - s.last_retry_us >= SENSOR_RETRY_US) {
            s.last_retry_us = now;
            sensor_try_init();
        }
        if (s.status_due || now - s.last_status_us >= STATUS_PERIOD_US) {
            s.last_status_us = now;
            send_status();
        }
    }
}
