/* Afterglow sensor-board wire protocol, version 1 (Firmware/PROTOCOL.md).
 *
 * Plain C99 with no AVR dependency: the firmware, the simavr harness and the host-side
 * test-vector generator all compile these files, so every side encodes the same bytes.
 */
#ifndef AG_PROTOCOL_H
#define AG_PROTOCOL_H

#include <stdint.h>
#include <stddef.h>

#define AG_PROTOCOL_VERSION 1u
#define AG_MAGIC0 'A'
#define AG_MAGIC1 'G'
#define AG_MAGIC2 'L'
#define AG_MAGIC3 'W'

/* Frame types. Board -> host below 0x80, host -> board from 0x80. */
enum ag_frame_type {
    AG_HELLO = 0x01,
    AG_SAMPLE = 0x02,
    AG_STATUS = 0x03,
    AG_PONG = 0x04,
    AG_ACK = 0x05,
    AG_CMD_START = 0x81,
    AG_CMD_STOP = 0x82,
    AG_CMD_SET_RATE = 0x83,
    AG_CMD_SET_RANGES = 0x84,
    AG_CMD_PING = 0x85,
};

/* Payload sizes (bytes after the type byte, before the CRC). */
#define AG_HELLO_LEN 22u
#define AG_SAMPLE_LEN 18u
#define AG_STATUS_LEN 12u
#define AG_PONG_LEN 4u
#define AG_ACK_LEN 2u
#define AG_CMD_SET_RATE_LEN 2u
#define AG_CMD_SET_RANGES_LEN 3u
#define AG_CMD_PING_LEN 4u

/* Largest raw frame: type + largest payload + CRC. */
#define AG_MAX_RAW 32u
/* COBS adds at most one byte per 254, plus the leading code byte. */
#define AG_MAX_ENCODED (AG_MAX_RAW + 2u)
/* Bytes a receiver accepts before a delimiter; more is an oversize frame. */
#define AG_RX_LIMIT 64u

/* Status flags. */
#define AG_FLAG_STREAMING 0x01u
#define AG_FLAG_SENSOR_PRESENT 0x02u
#define AG_FLAG_SENSOR_FAULT 0x04u  /* last read failed; retrying */
#define AG_FLAG_WATCHDOG_RESET 0x08u /* the last reset came from the watchdog */
#define AG_FLAG_BROWNOUT_RESET 0x10u
#define AG_FLAG_TX_OVERFLOW 0x20u    /* a frame did not fit the transmit buffer since last status */

/* ACK results. */
enum ag_result {
    AG_OK = 0,
    AG_ERR_LENGTH = 1,
    AG_ERR_VALUE = 2,
    AG_ERR_SENSOR = 3,
    AG_ERR_UNKNOWN = 4,
};

/* MPU-6050 range codes: accel 0..3 = ±2/4/8/16 g, gyro 0..3 = ±250/500/1000/2000 °/s. */
#define AG_ACCEL_CODES 4u
#define AG_GYRO_CODES 4u
#define AG_DLPF_MAX 6u
#define AG_RATE_MIN 10u
#define AG_RATE_MAX 1000u

typedef struct {
    uint8_t protocol_version;
    uint32_t board_id;
    uint16_t firmware_version; /* major << 8 | minor */
    uint8_t sensor_id;         /* WHO_AM_I (0x68 = MPU-6050), 0 = no sensor */
    uint8_t accel_range;       /* code 0..3 */
    uint8_t gyro_range;        /* code 0..3 */
    uint8_t dlpf;              /* 0..6 */
    uint16_t rate_hz;
    uint16_t accel_lsb_per_g;      /* 16384 >> accel_range */
    uint16_t gyro_lsb_per_dps_x10; /* 1310, 655, 328, 164 */
    uint8_t flags;                 /* AG_FLAG_* */
} ag_hello_t;

typedef struct {
    uint16_t seq;
    uint32_t timestamp_us;
    int16_t accel[3]; /* raw, x y z as the sensor reports them */
    int16_t gyro[3];
} ag_sample_t;

typedef struct {
    uint8_t flags;
    uint8_t last_error; /* TWI status code of the last failure, 0xFF = timeout, 0 = none */
    uint16_t i2c_errors;      /* cumulative, wraps */
    uint16_t dropped_samples; /* cumulative, wraps */
    uint16_t bad_commands;    /* host frames rejected (CRC, length, type) */
    uint32_t timestamp_us;
} ag_status_t;

typedef struct {
    uint8_t command; /* the command type acknowledged */
    uint8_t result;  /* enum ag_result */
} ag_ack_t;

typedef struct {
    uint8_t type;
    union {
        ag_hello_t hello;
        ag_sample_t sample;
        ag_status_t status;
        ag_ack_t ack;
        uint32_t nonce;    /* PONG, CMD_PING */
        uint16_t rate_hz;  /* CMD_SET_RATE */
        struct { uint8_t accel_range, gyro_range, dlpf; } ranges; /* CMD_SET_RANGES */
    } u;
} ag_frame_t;

/* CRC-16/CCITT-FALSE: poly 0x1021, init 0xFFFF, no reflection, no final xor. check("123456789") = 0x29B1. */
uint16_t ag_crc16(const uint8_t *data, size_t len);
uint16_t ag_crc16_update(uint16_t crc, uint8_t byte);

/* COBS. Encode never writes a 0x00; returns the encoded length (no delimiter). */
size_t ag_cobs_encode(const uint8_t *in, size_t len, uint8_t *out);
/* Decode one frame's bytes (no delimiter). Returns the decoded length or -1 when malformed. */
int ag_cobs_decode(const uint8_t *in, size_t len, uint8_t *out, size_t out_cap);

/* Serialise a frame to raw bytes (type + payload + CRC LE). Returns length, 0 for an unknown type. */
size_t ag_frame_to_raw(const ag_frame_t *frame, uint8_t *raw);
/* Full wire form: COBS(raw) followed by the 0x00 delimiter. Returns bytes written (<= AG_MAX_ENCODED + 1). */
size_t ag_frame_encode(const ag_frame_t *frame, uint8_t *wire);

enum ag_parse_result {
    AG_PARSE_OK = 0,
    AG_PARSE_SHORT = 1,    /* fewer than 3 bytes */
    AG_PARSE_CRC = 2,      /* CRC mismatch */
    AG_PARSE_TYPE = 3,     /* unknown type */
    AG_PARSE_LENGTH = 4,   /* known type, wrong payload length */
    AG_PARSE_MAGIC = 5,    /* hello without the AGLW magic: not our board */
};
/* Parse raw (already COBS-decoded) bytes. */
enum ag_parse_result ag_frame_from_raw(const uint8_t *raw, size_t len, ag_frame_t *frame);

/* Payload length for a type, or -1 when the type is unknown. */
int ag_payload_len(uint8_t type);

/* Scales implied by range codes. */
uint16_t ag_accel_lsb_per_g(uint8_t code);
uint16_t ag_gyro_lsb_per_dps_x10(uint8_t code);

#endif
