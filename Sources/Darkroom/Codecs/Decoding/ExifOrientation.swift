import Foundation

/// Reads the EXIF orientation tag (0x0112) of an encoded image: a JPEG's APP1
/// `Exif` segment, a PNG's `eXIf` chunk, a WebP's `EXIF` chunk, or a TIFF's
/// first directory.
///
/// Cameras store the sensor's pixels as they came and record how to turn them
/// upright in this tag; Apple's image readers honour it (`UIImage(data:)` reports
/// it as `imageOrientation`, `Image(uiImage:)` and `NSImage` draw upright), so a
/// phone photo would draw sideways without it. The decoders (cairo, libgd) do not
/// read it, hence this small parser. Anything malformed reads as `.up`.
enum ExifOrientation {
    /// The orientation the bytes ask for; `.up` when there is no readable tag.
    static func read(_ data: Data) -> Image.Orientation {
        let bytes = [UInt8](data.prefix(maximumScan))
        let tiff: ArraySlice<UInt8>?
        switch ImageDecoding.sniff(data) {
        case .jpeg: tiff = jpegExif(bytes)
        case .png: tiff = pngExif(bytes)
        case .webp: tiff = webpExif(bytes)
        case .tiff: tiff = bytes[...]
        default: tiff = nil
        }
        guard let tiff, let value = orientationTag(in: tiff) else { return .up }
        return orientation(exif: value)
    }

    /// The metadata sits near the start of a file; the scan stops here so that a
    /// large photo is not read twice.
    static let maximumScan = 1 << 20

    /// EXIF's values 1…8 as orientations; others read as `.up`.
    static func orientation(exif value: Int) -> Image.Orientation {
        switch value {
        case 2: .upMirrored
        case 3: .down
        case 4: .downMirrored
        case 5: .leftMirrored
        case 6: .right
        case 7: .rightMirrored
        case 8: .left
        default: .up
        }
    }

    private static let exifHeader: [UInt8] = Array("Exif".utf8) + [0, 0]

    /// The TIFF block of the first APP1 `Exif` segment before the image data.
    private static func jpegExif(_ b: [UInt8]) -> ArraySlice<UInt8>? {
        var i = 2
        while i + 4 <= b.count, b[i] == 0xFF {
            let marker = b[i + 1]
            // Start of scan or end of image: no metadata beyond.
            if marker == 0xDA || marker == 0xD9 { return nil }
            // Fill bytes and markers without a length.
            if marker == 0xFF { i += 1; continue }
            if (0xD0...0xD7).contains(marker) || marker == 0x01 { i += 2; continue }
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            guard length >= 2, i + 2 + length <= b.count else { return nil }
            let body = b[(i + 4)..<(i + 2 + length)]
            if marker == 0xE1, body.starts(with: exifHeader) { return body.dropFirst(exifHeader.count) }
            i += 2 + length
        }
        return nil
    }

    /// The body of the `eXIf` chunk (a TIFF block), searched up to the image data.
    private static func pngExif(_ b: [UInt8]) -> ArraySlice<UInt8>? {
        var i = 8
        while i + 8 <= b.count {
            let length = Int(bigEndian32(b, i))
            let type = String(decoding: b[(i + 4)..<(i + 8)], as: UTF8.self)
            guard length >= 0, length <= b.count - i - 8 else { return nil }
            if type == "eXIf" { return b[(i + 8)..<(i + 8 + length)] }
            if type == "IDAT" || type == "IEND" { return nil }
            i += 12 + length
        }
        return nil
    }

    /// The body of the RIFF `EXIF` chunk. Some writers keep the JPEG-style
    /// `Exif\0\0` prefix there; it is skipped when present.
    private static func webpExif(_ b: [UInt8]) -> ArraySlice<UInt8>? {
        var i = 12
        while i + 8 <= b.count {
            let type = String(decoding: b[i..<(i + 4)], as: UTF8.self)
            let length = Int(b[i + 4]) | Int(b[i + 5]) << 8 | Int(b[i + 6]) << 16 | Int(b[i + 7]) << 24
            guard length >= 0, length <= b.count - i - 8 else { return nil }
            if type == "EXIF" {
                let body = b[(i + 8)..<(i + 8 + length)]
                return body.starts(with: exifHeader) ? body.dropFirst(exifHeader.count) : body
            }
            i += 8 + length + (length & 1)
        }
        return nil
    }

    /// Tag 0x0112 of the TIFF block's first directory (either byte order).
    private static func orientationTag(in tiff: ArraySlice<UInt8>) -> Int? {
        let t = Array(tiff)
        guard t.count >= 8 else { return nil }
        let little: Bool
        switch (t[0], t[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= t.count else { return nil }
            return little ? Int(t[at]) | Int(t[at + 1]) << 8 : Int(t[at]) << 8 | Int(t[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let low = u16(little ? at : at + 2), let high = u16(little ? at + 2 : at) else { return nil }
            return high << 16 | low
        }
        guard u16(2) == 42, let directory = u32(4), let count = u16(directory) else { return nil }
        for entry in 0..<count {
            let at = directory + 2 + entry * 12
            guard let tag = u16(at) else { return nil }
            // SHORT (3), one value, stored in the first two bytes of the value field.
            if tag == 0x0112, u16(at + 2) == 3 { return u16(at + 8) }
        }
        return nil
    }

    private static func bigEndian32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }
}
