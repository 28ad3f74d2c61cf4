/* CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, MSB first, no final xor).
 * Bitwise rather than table-driven: 512 bytes of table are a quarter of the ATmega328P's RAM. */
#include "ag_protocol.h"

uint16_t ag_crc16_update(uint16_t crc, uint8_t byte)
{
    crc ^= (uint16_t)byte << 8;
    for (uint8_t i = 0; i < 8; i++)
        crc = (crc & 0x8000u) ? (uint16_t)((crc << 1) ^ 0x1021u) : (uint16_t)(crc << 1);
    return crc;
}

uint16_t ag_crc16(const uint8_t *data, size_t len)
{
    uint16_t crc = 0xFFFFu;
    for (size_t i = 0; i < len; i++)
        crc = ag_crc16_update(crc, data[i]);
    return crc;
}
