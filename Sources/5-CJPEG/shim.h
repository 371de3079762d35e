#ifndef TOUCHLAB_CJPEG_SHIM_H
#define TOUCHLAB_CJPEG_SHIM_H
// libjpeg (libjpeg-turbo on Debian), behind one function: libjpeg reports a
// fatal error by calling `error_exit`, which must not return, so a decoder
// that survives bad data jumps back with longjmp — which Swift cannot do.
// The jump stays here, in C; Swift sees a function that returns NULL.
#include <stddef.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <setjmp.h>
#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
} touchlab_jpeg_error;

static void touchlab_jpeg_error_exit(j_common_ptr info) {
    longjmp(((touchlab_jpeg_error *)info->err)->jump, 1);
}

// Warnings (a truncated file, "Premature end of JPEG file") are not printed:
// the image decodes as far as the data goes, as iOS shows a partial JPEG.
static void touchlab_jpeg_silent(j_common_ptr info) { (void)info; }

/// Decodes `size` bytes of JPEG into a new malloc'd buffer of `*width` ×
/// `*height` 32-bit pixels, opaque, in Cairo's ARGB32 (native-endian
/// 0xAARRGGBB words), rows packed. NULL if the data is not a JPEG libjpeg
/// can decode to RGB (the caller frees the buffer).
static inline uint32_t *touchlab_jpeg_decode(const unsigned char *data, unsigned long size, int *width, int *height) {
    struct jpeg_decompress_struct info;
    touchlab_jpeg_error error;
    uint32_t *volatile pixels = NULL;
    unsigned char *volatile row = NULL;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = touchlab_jpeg_error_exit;
    error.manager.output_message = touchlab_jpeg_silent;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(row);
        return NULL;
    }
    jpeg_create_decompress(&info);
    if (data == NULL || size == 0) longjmp(error.jump, 1);
    jpeg_mem_src(&info, data, size);
    if (jpeg_read_header(&info, TRUE) != JPEG_HEADER_OK) longjmp(error.jump, 1);
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    unsigned long w = info.output_width, h = info.output_height;
    if (w == 0 || h == 0 || w > 32767 || h > 32767 || info.output_components != 3) longjmp(error.jump, 1);
    pixels = malloc(w * h * sizeof(uint32_t));
    row = malloc(w * 3);
    if (pixels == NULL || row == NULL) longjmp(error.jump, 1);
    while (info.output_scanline < h) {
        unsigned long y = info.output_scanline;
        JSAMPROW rows[1] = { row };
        if (jpeg_read_scanlines(&info, rows, 1) != 1) longjmp(error.jump, 1);
        uint32_t *out = pixels + y * w;
        for (unsigned long x = 0; x < w; x++) {
            out[x] = 0xFF000000u | ((uint32_t)row[3 * x] << 16) | ((uint32_t)row[3 * x + 1] << 8) | (uint32_t)row[3 * x + 2];
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    *width = (int)w;
    *height = (int)h;
    return pixels;
}

#endif
