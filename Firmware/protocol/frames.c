/* Frame layouts (Firmware/PROTOCOL.md): type byte, little-endian payload, CRC-16 little-endian. */
#include "ag_protocol.h"

static uint8_t *put16(uint8_t *p, uint16_t v) { p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); return p + 2; }
static uint8_t *put32(uint8_t *p, uint32_t v) { p = put16(p, (uint16_t)v); return put16(p, (uint16_t)(v >> 16)); }
static uint16_t get16(const uint8_t *p) { return (uint16_t)(p[0] | ((uint16_t)p[1] << 8)); }
static uint32_t get32(const uint8_t *p) { return get16(p) | ((uint32_t)get16(p + 2) << 16); }

int ag_payload_len(uint8_t type)
{
    switch (type) {
    case AG_HELLO: return AG_HELLO_LEN;
    case AG_SAMPLE: return AG_SAMPLE_LEN;
    case AG_STATUS: return AG_STATUS_LEN;
    case AG_PONG: return AG_PONG_LEN;
    case AG_ACK: return AG_ACK_LEN;
    case AG_CMD_START: return 0;
    case AG_CMD_STOP: return 0;
    case AG_CMD_SET_RATE: return AG_CMD_SET_RATE_LEN;
    case AG_CMD_SET_RANGES: return AG_CMD_SET_RANGES_LEN;
    case AG_CMD_PING: return AG_CMD_PING_LEN;
    default: return -1;
    }
}

uint16_t ag_accel_lsb_per_g(uint8_t code) { return code < AG_ACCEL_CODES ? (uint16_t)(16384u >> code) : 0; }

uint16_t ag_gyro_lsb_per_dps_x10(uint8_t code)
{
    /* MPU-6050 datasheet (PS-MPU-6000A-00 rev 3.4, 6.1): 131, 65.5, 32.8, 16.4 LSB/(°/s). */
    static const uint16_t scale[AG_GYRO_CODES] = {1310, 655, 328, 164};
    return code < AG_GYRO_CODES ? scale[code] : 0;
}

size_t ag_frame_to_raw(const ag_frame_t *f, uint8_t *raw)
{
    uint8_t *p = raw;
    *p++ = f->type;
    switch (f->type) {
    case AG_HELLO: {
        const ag_hello_t *h = &f->u.hello;
        *p++ = AG_MAGIC0; *p++ = AG_MAGIC1; *p++ = AG_MAGIC2; *p++ = AG_MAGIC3;
        *p++ = h->protocol_version;
        p = put32(p, h->board_id);
        p = put16(p, h->firmware_version);
        *p++ = h->sensor_id;
        *p++ = h->accel_range;
        *p++ = h->gyro_range;
        *p++ = h->dlpf;
        p = put16(p, h->rate_hz);
        p = put16(p, h->accel_lsb_per_g);
        p = put16(p, h->gyro_lsb_per_dps_x10);
        *p++ = h->flags;
        break;
    }
    case AG_SAMPLE: {
        const ag_sample_t *s = &f->u.sample;
        p = put16(p, s->seq);
        p = put32(p, s->timestamp_us);
        for (uint8_t i = 0; i < 3; i++) p = put16(p, (uint16_t)s->accel[i]);
        for (uint8_t i = 0; i < 3; i++) p = put16(p, (uint16_t)s->gyro[i]);
        break;
    }
    case AG_STATUS: {
        const ag_status_t *s = &f->u.status;
        *p++ = s->flags;
        *p++ = s->last_error;
        p = put16(p, s->i2c_errors);
        p = put16(p, s->dropped_samples);
        p = put16(p, s->bad_commands);
        p = put32(p, s->timestamp_us);
        break;
    }
    case AG_PONG:
    case AG_CMD_PING:
        p = put32(p, f->u.nonce);
        break;
    case AG_ACK:
        *p++ = f->u.ack.command;
        *p++ = f->u.ack.result;
        break;
    case AG_CMD_START:
    case AG_CMD_STOP:
        break;
    case AG_CMD_SET_RATE:
        p = put16(p, f->u.rate_hz);
        break;
    case AG_CMD_SET_RANGES:
        *p++ = f->u.ranges.accel_range;
        *p++ = f->u.ranges.gyro_range;
        *p++ = f->u.ranges.dlpf;
        break;
    default:
        return 0;
    }
    uint16_t crc = ag_crc16(raw, (size_t)(p - raw));
    p = put16(p, crc);
    return (size_t)(p - raw);
}

size_t ag_frame_encode(const ag_frame_t *frame, uint8_t *wire)
{
    uint8_t raw[AG_MAX_RAW];
    size_t n = ag_frame_to_raw(frame, raw);
    if (n == 0)
        return 0;
    size_t e = ag_cobs_encode(raw, n, wire);
    wire[e++] = 0;
    return e;
}

enum ag_parse_result ag_frame_from_raw(const uint8_t *raw, size_t len, ag_frame_t *f)
{
    if (len < 3)
        return AG_PARSE_SHORT;
    uint16_t crc = get16(raw + len - 2);
    if (ag_crc16(raw, len - 2) != crc)
        return AG_PARSE_CRC;
    int want = ag_payload_len(raw[0]);
    if (want < 0)
        return AG_PARSE_TYPE;
    if ((size_t)want != len - 3)
        return AG_PARSE_LENGTH;
    const uint8_t *p = raw + 1;
    f->type = raw[0];
    switch (f->type) {
    case AG_HELLO: {
        ag_hello_t *h = &f->u.hello;
        if (p[0] != AG_MAGIC0 || p[1] != AG_MAGIC1 || p[2] != AG_MAGIC2 || p[3] != AG_MAGIC3)
            return AG_PARSE_MAGIC;
        h->protocol_version = p[4];
        h->board_id = get32(p + 5);
        h->firmware_version = get16(p + 9);
        h->sensor_id = p[11];
        h->accel_range = p[12];
        h->gyro_range = p[13];
        h->dlpf = p[14];
        h->rate_hz = get16(p + 15);
        h->accel_lsb_per_g = get16(p + 17);
        h->gyro_lsb_per_dps_x10 = get16(p + 19);
        h->flags = p[21];
        break;
    }
    case AG_SAMPLE: {
        ag_sample_t *s = &f->u.sample;
        s->seq = get16(p);
        s->timestamp_us = get32(p + 2);
        for (uint8_t i = 0; i < 3; i++) s->accel[i] = (int16_t)get16(p + 6 + 2 * i);
        for (uint8_t i = 0; i < 3; i++) s->gyro[i] = (int16_t)get16(p + 12 + 2 * i);
        break;
    }
    case AG_STATUS: {
        ag_status_t *s = &f->u.status;
        s->flags = p[0];
        s->last_error = p[1];
        s->i2c_errors = get16(p + 2);
        s->dropped_samples = get16(p + 4);
        s->bad_commands = get16(p + 6);
        s->timestamp_us = get32(p + 8);
        break;
    }
    case AG_PONG:
    case AG_CMD_PING:
        f->u.nonce = get32(p);
        break;
    case AG_ACK:
        f->u.ack.command = p[0];
        f->u.ack.result = p[1];
        break;
    case AG_CMD_SET_RATE:
        f->u.rate_hz = get16(p);
        break;
    case AG_CMD_SET_RANGES:
        f->u.ranges.accel_range = p[0];
        f->u.ranges.gyro_range = p[1];
        f->u.ranges.dlpf = p[2];
        break;
    default:
        break;
    }
    return AG_PARSE_OK;
}
