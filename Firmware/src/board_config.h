/* Build-time configuration of the board (override with make VAR=value). */
#ifndef BOARD_CONFIG_H
#define BOARD_CONFIG_H

#ifndef F_CPU
#define F_CPU 16000000UL
#endif
/* 500000 baud is exact at 16 MHz with U2X (UBRR = 3); 115200 is 2.1 % off but works. */
#ifndef BAUD
#define BAUD 500000UL
#endif
#ifndef BOARD_ID
#define BOARD_ID 1UL /* used when EEPROM bytes 0..3 are erased (0xFFFFFFFF) */
#endif
#define FIRMWARE_VERSION 0x0100u /* 1.0 */

/* Defaults at power-up: 200 Hz, ±4 g, ±500 °/s, DLPF 3 (44 Hz accel / 42 Hz gyro, ~5 ms delay). */
#define DEFAULT_RATE_HZ 200u
#define DEFAULT_ACCEL_RANGE 1u
#define DEFAULT_GYRO_RANGE 1u
#define DEFAULT_DLPF 3u

/* A sample frame is 23 bytes on the wire (Firmware/PROTOCOL.md), 230 bit times at 8N1.
 * Keep the stream under 80 % of the UART and under the MPU-6050's 1 kHz accelerometer rate:
 * 500000 baud -> 1739 Hz by bandwidth, capped to 1000; 115200 baud -> 400 Hz. */
#define SAMPLE_WIRE_BYTES 23UL
#define UART_RATE_LIMIT ((BAUD / 10UL) * 8UL / 10UL / SAMPLE_WIRE_BYTES)
#define MAX_RATE_HZ (UART_RATE_LIMIT < 1000UL ? UART_RATE_LIMIT : 1000UL)

#define STATUS_PERIOD_US 1000000UL
#define SENSOR_RETRY_US 500000UL
#define SENSOR_FAILS_BEFORE_LOST 3u

#endif
