/* Writes the shared protocol test vectors with the firmware's own encoder, built for the host.
 *
 *   make -C Firmware vectors   ->  Firmware/test-vectors/
 *
 * frames.json + <name>.bin   one good frame of every type: fields and exact wire bytes
 * cobs.json                  COBS and CRC-16 reference cases
 * stream-clean.bin/.json     hello, 300 samples whose µs clock wraps past 2^32, status frames
 * stream-corrupt.bin/.json   the same kinds of frames with every fault the host must survive;
 *                            the .json lists the frames a correct decoder keeps and the counts
 *                            of each fault, classified by this file's C parser chunk by chunk.
 */
#include "ag_protocol.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *dir;

static FILE *open_out(const char *name, const char *mode)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, mode);
    if (!f) {
        perror(path);
        exit(1);
    }
    return f;
}

static void hex(FILE *f, const uint8_t *b, size_t n)
{
    fputc('"', f);
    for (size_t i = 0; i < n; i++) fprintf(f, "%02x", b[i]);
    fputc('"', f);
}

static void fields_json(FILE *f, const ag_frame_t *fr)
{
    switch (fr->type) {
    case AG_HELLO: {
        const ag_hello_t *h = &fr->u.hello;
        fprintf(f, "\"type\": \"hello\", \"protocol_version\": %u, \"board_id\": %lu, \"firmware_version\": %u, "
                   "\"sensor_id\": %u, \"accel_range\": %u, \"gyro_range\": %u, \"dlpf\": %u, \"rate_hz\": %u, "
                   "\"accel_lsb_per_g\": %u, \"gyro_lsb_per_dps_x10\": %u, \"flags\": %u",
                h->protocol_version, (unsigned long)h->board_id, h->firmware_version, h->sensor_id, h->accel_range,
                h->gyro_range, h->dlpf, h->rate_hz, h->accel_lsb_per_g, h->gyro_lsb_per_dps_x10, h->flags);
        break;
    }
    case AG_SAMPLE: {
        const ag_sample_t *s = &fr->u.sample;
        fprintf(f, "\"type\": \"sample\", \"seq\": %u, \"timestamp_us\": %lu, \"accel\": [%d, %d, %d], \"gyro\": [%d, %d, %d]",
                s->seq, (unsigned long)s->timestamp_us, s->accel[0], s->accel[1], s->accel[2], s->gyro[0], s->gyro[1],
                s->gyro[2]);
        break;
    }
    case AG_STATUS: {
        const ag_status_t *s = &fr->u.status;
        fprintf(f, "\"type\": \"status\", \"flags\": %u, \"last_error\": %u, \"i2c_errors\": %u, \"dropped_samples\": %u, "
                   "\"bad_commands\": %u, \"timestamp_us\": %lu",
                s->flags, s->last_error, s->i2c_errors, s->dropped_samples, s->bad_commands, (unsigned long)s->timestamp_us);
        break;
    }
    case AG_PONG: fprintf(f, "\"type\": \"pong\", \"nonce\": %lu", (unsigned long)fr->u.nonce); break;
    case AG_CMD_PING: fprintf(f, "\"type\": \"ping\", \"nonce\": %lu", (unsigned long)fr->u.nonce); break;
    case AG_ACK: fprintf(f, "\"type\": \"ack\", \"command\": %u, \"result\": %u", fr->u.ack.command, fr->u.ack.result); break;
    case AG_CMD_START: fprintf(f, "\"type\": \"start\""); break;
    case AG_CMD_STOP: fprintf(f, "\"type\": \"stop\""); break;
    case AG_CMD_SET_RATE: fprintf(f, "\"type\": \"set-rate\", \"rate_hz\": %u", fr->u.rate_hz); break;
    case AG_CMD_SET_RANGES:
        fprintf(f, "\"type\": \"set-ranges\", \"accel_range\": %u, \"gyro_range\": %u, \"dlpf\": %u",
                fr->u.ranges.accel_range, fr->u.ranges.gyro_range, fr->u.ranges.dlpf);
        break;
    }
}

static ag_frame_t hello(uint8_t accel, uint8_t gyro, uint16_t rate, uint8_t flags)
{
    ag_frame_t f = {.type = AG_HELLO};
    f.u.hello = (ag_hello_t){AG_PROTOCOL_VERSION, 0x00C0FFEEu, 0x0100, 0x68, accel, gyro, 3, rate,
                             ag_accel_lsb_per_g(accel), ag_gyro_lsb_per_dps_x10(gyro), flags};
    return f;
}

/* A deterministic wiggle so no axis repeats (the stuck detector stays quiet on good data). */
static ag_frame_t sample(uint16_t seq, uint32_t t_us, int16_t base_z)
{
    ag_frame_t f = {.type = AG_SAMPLE};
    int k = seq % 7;
    f.u.sample = (ag_sample_t){seq, t_us,
                               {(int16_t)(120 + 3 * k), (int16_t)(-80 - 2 * (seq % 5)), (int16_t)(base_z + (seq % 11))},
                               {(int16_t)(-5 + (seq % 3)), (int16_t)(7 - (seq % 4)), (int16_t)(2 * (seq % 6) - 5)}};
    return f;
}

static ag_frame_t status(uint16_t dropped, uint16_t i2c, uint32_t t_us)
{
    ag_frame_t f = {.type = AG_STATUS};
    f.u.status = (ag_status_t){AG_FLAG_STREAMING | AG_FLAG_SENSOR_PRESENT, 0, i2c, dropped, 0, t_us};
    return f;
}

/* ---- stream builder with an oracle ---- */
static uint8_t stream[65536];
static size_t stream_len;
static FILE *expect_frames; /* JSON array body of kept frames */
static int kept;
static struct { int ok, crc, malformed, shortf, length, type, magic, oversize; } counts;

static void keep(const ag_frame_t *f)
{
    fprintf(expect_frames, "%s    {", kept++ ? ",\n" : "");
    fields_json(expect_frames, f);
    fputc('}', expect_frames);
}

static void put_frame(const ag_frame_t *f)
{
    stream_len += ag_frame_encode(f, stream + stream_len);
    counts.ok++;
    keep(f);
}

/* Appends arbitrary bytes and a delimiter, classifying the chunk exactly as a receiver would. */
static void put_bad_chunk(const uint8_t *b, size_t n)
{
    memcpy(stream + stream_len, b, n);
    stream_len += n;
    stream[stream_len++] = 0;
    if (n > AG_RX_LIMIT) { counts.oversize++; return; }
    uint8_t raw[AG_RX_LIMIT];
    int m = ag_cobs_decode(b, n, raw, sizeof raw);
    if (m < 0) { counts.malformed++; return; }
    ag_frame_t f;
    switch (ag_frame_from_raw(raw, (size_t)m, &f)) {
    case AG_PARSE_OK: fprintf(stderr, "make-vectors: a bad chunk parsed as good\n"); exit(1);
    case AG_PARSE_SHORT: counts.shortf++; break;
    case AG_PARSE_CRC: counts.crc++; break;
    case AG_PARSE_TYPE: counts.type++; break;
    case AG_PARSE_LENGTH: counts.length++; break;
    case AG_PARSE_MAGIC: counts.magic++; break;
    }
}

static void begin_stream(const char *name)
{
    char p[256];
    snprintf(p, sizeof p, "%s.frames.tmp", name);
    stream_len = 0;
    kept = 0;
    memset(&counts, 0, sizeof counts);
    expect_frames = open_out(p, "w+");
}

static void end_stream(const char *name, const char *extra_json)
{
    char p[256];
    snprintf(p, sizeof p, "%s.bin", name);
    FILE *b = open_out(p, "wb");
    fwrite(stream, 1, stream_len, b);
    fclose(b);
    snprintf(p, sizeof p, "%s.json", name);
    FILE *j = open_out(p, "w");
    fprintf(j, "{\n  \"bytes\": %zu,\n  \"counts\": {\"frames\": %d, \"bad_crc\": %d, \"malformed\": %d, \"short\": %d, "
               "\"bad_length\": %d, \"unknown_type\": %d, \"bad_magic\": %d, \"oversize\": %d},\n%s  \"frames\": [\n",
            stream_len, counts.ok, counts.crc, counts.malformed, counts.shortf, counts.length, counts.type, counts.magic,
            counts.oversize, extra_json);
    fflush(expect_frames);
    rewind(expect_frames);
    int c;
    while ((c = fgetc(expect_frames)) != EOF) fputc(c, j);
    fprintf(j, "\n  ]\n}\n");
    fclose(j);
    fclose(expect_frames);
    snprintf(p, sizeof p, "%s/%s.frames.tmp", dir, name);
    remove(p);
}

static void write_frames(void)
{
    ag_frame_t all[] = {
        hello(1, 1, 200, AG_FLAG_SENSOR_PRESENT),
        sample(4242, 123456789u, 8192),
        status(3, 2, 5000000u),
        {.type = AG_PONG, .u.nonce = 0xA5F00D01u},
        {.type = AG_ACK, .u.ack = {AG_CMD_SET_RATE, AG_OK}},
        {.type = AG_CMD_START},
        {.type = AG_CMD_STOP},
        {.type = AG_CMD_SET_RATE, .u.rate_hz = 500},
        {.type = AG_CMD_SET_RANGES, .u.ranges = {2, 3, 1}},
        {.type = AG_CMD_PING, .u.nonce = 0x01020304u},
    };
    const char *names[] = {"hello", "sample", "status", "pong", "ack", "cmd-start", "cmd-stop", "cmd-set-rate",
                           "cmd-set-ranges", "cmd-ping"};
    /* A sample whose payload holds zeros and 0x00-heavy values exercises COBS code bytes. */
    FILE *j = open_out("frames.json", "w");
    fprintf(j, "[\n");
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) {
        uint8_t wire[AG_MAX_ENCODED + 1], raw[AG_MAX_RAW];
        size_t n = ag_frame_encode(&all[i], wire);
        size_t r = ag_frame_to_raw(&all[i], raw);
        char p[64];
        snprintf(p, sizeof p, "%s.bin", names[i]);
        FILE *b = open_out(p, "wb");
        fwrite(wire, 1, n, b);
        fclose(b);
        fprintf(j, "  {\"name\": \"%s\", \"file\": \"%s\", \"raw\": ", names[i], p);
        hex(j, raw, r);
        fprintf(j, ", \"wire\": ");
        hex(j, wire, n);
        fprintf(j, ", \"fields\": {");
        fields_json(j, &all[i]);
        fprintf(j, "}}%s\n", i + 1 < sizeof all / sizeof all[0] ? "," : "");
    }
    fprintf(j, "]\n");
    fclose(j);
}

static void write_cobs(void)
{
    static const uint8_t cases[][8] = {{0}, {0, 0}, {0x11, 0x22, 0x00, 0x33}, {0x11, 0x22, 0x33, 0x44}, {0x11, 0, 0, 0}};
    static const size_t lens[] = {1, 2, 4, 4, 4};
    FILE *j = open_out("cobs.json", "w");
    fprintf(j, "{\n  \"crc16\": {\"algorithm\": \"CRC-16/CCITT-FALSE\", \"input_ascii\": \"123456789\", \"check\": %u},\n",
            ag_crc16((const uint8_t *)"123456789", 9));
    fprintf(j, "  \"cobs\": [\n");
    uint8_t buf[300], enc[310];
    for (size_t i = 0; i < 5; i++) {
        size_t n = ag_cobs_encode(cases[i], lens[i], enc);
        fprintf(j, "    {\"decoded\": ");
        hex(j, cases[i], lens[i]);
        fprintf(j, ", \"encoded\": ");
        hex(j, enc, n);
        fprintf(j, "},\n");
    }
    for (size_t i = 0; i < sizeof buf; i++) buf[i] = (uint8_t)(i % 255 + 1); /* 254-byte runs with no zero */
    size_t n = ag_cobs_encode(buf, sizeof buf, enc);
    fprintf(j, "    {\"decoded\": ");
    hex(j, buf, sizeof buf);
    fprintf(j, ", \"encoded\": ");
    hex(j, enc, n);
    fprintf(j, "}\n  ]\n}\n");
    fclose(j);
}

static void write_clean(void)
{
    begin_stream("stream-clean");
    ag_frame_t h = hello(0, 2, 200, AG_FLAG_STREAMING | AG_FLAG_SENSOR_PRESENT);
    put_frame(&h);
    uint32_t t = 0xFFFFFFFFu - 500000u; /* the µs clock wraps 0.5 s in */
    for (uint16_t seq = 0; seq < 300; seq++, t += 5000u) {
        ag_frame_t s = sample(seq, t, 16384);
        put_frame(&s);
        if (seq % 200 == 199) {
            ag_frame_t st = status(0, 0, t + 100u);
            put_frame(&st);
        }
    }
    end_stream("stream-clean", "  \"gaps\": 0, \"missing_samples\": 0, \"stuck_runs\": 0, \"sequence_resets\": 0,\n"
                               "  \"first_unwrapped_us\": 4294467295, \"last_unwrapped_us\": 4295962295,\n");
}

static void write_corrupt(void)
{
    begin_stream("stream-corrupt");
    uint8_t w[AG_MAX_ENCODED + 1];
    size_t pending = 0;
    /* 1. Opened mid-frame: the tail of a sample, then its delimiter. Not counted as an error. */
    ag_frame_t lead = sample(999, 1, 0);
    size_t n = ag_frame_encode(&lead, w);
    memcpy(stream, w + 9, n - 9);
    stream_len = n - 9;
    size_t leading = n - 9 - 1; /* bytes before the first delimiter */
    /* 2. Good hello and samples 0..9. */
    ag_frame_t h = hello(1, 1, 200, AG_FLAG_STREAMING | AG_FLAG_SENSOR_PRESENT);
    put_frame(&h);
    uint32_t t = 1000000u;
    uint16_t seq = 0;
    for (; seq < 10; seq++, t += 5000u) { ag_frame_t s = sample(seq, t, 8192); put_frame(&s); }
    /* 3. Sample 10 with one payload bit flipped: bad CRC. */
    { ag_frame_t s = sample(seq++, t, 8192); t += 5000u;
      uint8_t raw[AG_MAX_RAW], enc[AG_MAX_ENCODED];
      size_t r = ag_frame_to_raw(&s, raw);
      raw[7] ^= 0x10;
      size_t e = ag_cobs_encode(raw, r, enc);
      put_bad_chunk(enc, e); }
    /* 4. Empty frames (0x00 0x00): ignored, never counted. */
    stream[stream_len++] = 0; stream[stream_len++] = 0;
    /* 5. Garbage with no zero glued to the front of sample 11: that frame is lost, 12 resyncs. */
    { static const uint8_t junk[] = {0x13, 0x37, 0xDE, 0xAD, 0xBE, 0xEF};
      ag_frame_t s = sample(seq++, t, 8192); t += 5000u;
      size_t e = ag_frame_encode(&s, w);
      uint8_t chunk[64];
      memcpy(chunk, junk, sizeof junk);
      memcpy(chunk + sizeof junk, w, e - 1);
      put_bad_chunk(chunk, sizeof junk + e - 1); }
    for (; seq < 14; seq++, t += 5000u) { ag_frame_t s = sample(seq, t, 8192); put_frame(&s); }
    /* 6. Sample 14 truncated after 8 bytes (the rest lost on the wire). */
    { ag_frame_t s = sample(seq++, t, 8192); t += 5000u;
      size_t e = ag_frame_encode(&s, w);
      (void)e;
      put_bad_chunk(w, 8); }
    /* 7. 100 bytes of line noise without a zero: oversize. */
    { uint8_t noise[100];
      for (int i = 0; i < 100; i++) noise[i] = (uint8_t)(i * 37 + 1) ? (uint8_t)(i * 37 + 1) : 0x55;
      put_bad_chunk(noise, sizeof noise); }
    /* 8. A type nobody knows, with a valid CRC; a sample with a payload one byte short, valid CRC. */
    { uint8_t raw[8] = {0x42, 1, 2, 3}, enc[16];
      uint16_t c = ag_crc16(raw, 4); raw[4] = (uint8_t)c; raw[5] = (uint8_t)(c >> 8);
      put_bad_chunk(enc, ag_cobs_encode(raw, 6, enc)); }
    { ag_frame_t s = sample(seq++, t, 8192); t += 5000u;
      uint8_t raw[AG_MAX_RAW], enc[AG_MAX_ENCODED];
      size_t r = ag_frame_to_raw(&s, raw) - 3; /* drop the last payload byte and the CRC */
      uint16_t c = ag_crc16(raw, r); raw[r] = (uint8_t)c; raw[r + 1] = (uint8_t)(c >> 8);
      put_bad_chunk(enc, ag_cobs_encode(raw, r + 2, enc)); }
    /* 9. Two bytes only: too short for a frame. */
    { static const uint8_t two[] = {0x02, 0x07}; put_bad_chunk(two, 2); }
    /* 10. A hello from something else (right CRC, wrong magic). */
    { ag_frame_t o = hello(1, 1, 200, 0);
      uint8_t raw[AG_MAX_RAW], enc[AG_MAX_ENCODED];
      size_t r = ag_frame_to_raw(&o, raw);
      raw[1] = 'X';
      uint16_t c = ag_crc16(raw, r - 2); raw[r - 2] = (uint8_t)c; raw[r - 1] = (uint8_t)(c >> 8);
      put_bad_chunk(enc, ag_cobs_encode(raw, r, enc)); }
    /* 11. Samples 16..19 arrive; 20..24 never do (a gap of 5); 25..29 arrive. */
    for (; seq < 20; seq++, t += 5000u) { ag_frame_t s = sample(seq, t, 8192); put_frame(&s); }
    seq += 5; t += 25000u;
    for (; seq < 30; seq++, t += 5000u) { ag_frame_t s = sample(seq, t, 8192); put_frame(&s); }
    /* 12. A stuck X axis: 120 samples whose accel x never changes (kept, flagged once). */
    for (int i = 0; i < 120; i++, seq++, t += 5000u) {
        ag_frame_t s = sample(seq, t, 8192);
        s.u.sample.accel[0] = 321;
        put_frame(&s);
    }
    /* 13. A status frame, then the board resets: hello, sequence restarts at 0 (no gap). */
    { ag_frame_t st = status(5, 1, t); put_frame(&st); }
    h = hello(1, 1, 200, AG_FLAG_STREAMING | AG_FLAG_SENSOR_PRESENT | AG_FLAG_WATCHDOG_RESET);
    put_frame(&h);
    t = 300000u;
    for (seq = 0; seq < 5; seq++, t += 5000u) { ag_frame_t s = sample(seq, t, 8192); put_frame(&s); }
    /* 14. Seq jumps backwards without a hello (duplicate or reordered): a sequence reset. */
    { ag_frame_t s = sample(2, t, 8192); t += 5000u; put_frame(&s); }
    { ag_frame_t s = sample(3, t, 8192); t += 5000u; put_frame(&s); }
    /* 15. A frame cut off by the end of the capture: stays pending, not counted. */
    { ag_frame_t s = sample(4, t, 8192); size_t e = ag_frame_encode(&s, w);
      memcpy(stream + stream_len, w, e - 6); stream_len += e - 6; pending = e - 6; }
    char extra[512];
    snprintf(extra, sizeof extra,
             "  \"gaps\": 3, \"missing_samples\": 9, \"stuck_runs\": 1, \"sequence_resets\": 1,\n"
             "  \"leading_bytes\": %zu, \"pending_bytes\": %zu,\n",
             leading, pending);
    end_stream("stream-corrupt", extra);
}

int main(int argc, char **argv)
{
    dir = argc > 1 ? argv[1] : "test-vectors";
    write_frames();
    write_cobs();
    write_clean();
    write_corrupt();
    printf("make-vectors: wrote %s (frames, cobs, stream-clean, stream-corrupt)\n", dir);
    return 0;
}
