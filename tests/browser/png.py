"""Reads the pixels of a PNG as the browser's screenshots are written: 8 bits a
channel, RGB or RGBA, not interlaced. Python's standard library only."""

import struct
import zlib


class Image:
    def __init__(self, data):
        assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
        at, chunks, header = 8, [], None
        while at < len(data):
            length, kind = struct.unpack(">I4s", data[at:at + 8])
            body = data[at + 8:at + 8 + length]
            if kind == b"IHDR":
                header = struct.unpack(">IIBBBBB", body)
            elif kind == b"IDAT":
                chunks.append(body)
            at += 12 + length
        self.width, self.height, depth, colour, _, _, interlace = header
        assert depth == 8 and colour in (2, 6) and interlace == 0, header
        self.channels = 3 if colour == 2 else 4
        self.rows = unfilter(zlib.decompress(b"".join(chunks)), self.width * self.channels,
                             self.height, self.channels)

    def pixel(self, x, y):
        """The (r, g, b) at a point, in pixels from the top left corner."""
        row = self.rows[int(y)]
        at = int(x) * self.channels
        return tuple(row[at:at + 3])


def unfilter(raw, stride, height, bpp):
    rows, previous, at = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[at], bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        for i in range(stride):
            left = line[i - bpp] if i >= bpp else 0
            up = previous[i]
            corner = previous[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                line[i] = (line[i] + paeth(left, up, corner)) & 255
        rows.append(line)
        previous = line
    return rows


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c
