/* Consistent Overhead Byte Stuffing (Cheshire & Baker, 1999): removes every 0x00 from a frame so
 * 0x00 can delimit frames and a receiver resynchronises at the next delimiter after any garbage. */
#include "ag_protocol.h"

size_t ag_cobs_encode(const uint8_t *in, size_t len, uint8_t *out)
{
    size_t code_at = 0, o = 1;
    uint8_t code = 1;
    for (size_t i = 0; i < len; i++) {
        if (in[i] == 0) {
            out[code_at] = code;
            code_at = o++;
            code = 1;
        } else {
            out[o++] = in[i];
            if (++code == 0xFF) {
                out[code_at] = code;
                code_at = o++;
                code = 1;
            }
        }
    }
    out[code_at] = code;
    return o;
}

int ag_cobs_decode(const uint8_t *in, size_t len, uint8_t *out, size_t out_cap)
{
    size_t i = 0, o = 0;
    while (i < len) {
        uint8_t code = in[i++];
        if (code == 0)
            return -1; /* a delimiter cannot appear inside a frame */
        for (uint8_t k = 1; k < code; k++) {
            if (i >= len || o >= out_cap)
                return -1; /* code byte points past the end: truncated */
            if (in[i] == 0)
                return -1;
            out[o++] = in[i++];
        }
        if (code != 0xFF && i < len) {
            if (o >= out_cap)
                return -1;
            out[o++] = 0;
        }
    }
    return (int)o;
}
