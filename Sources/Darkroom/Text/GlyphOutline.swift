import CCairo
import Foundation

/// Glyph outlines read from font files as `Path`s, so symbols draw as filled
/// vector paths in every output (PNG, PDF, SVG, the legacy libgd surface) and take any paint.
///
/// Outlines are extracted once per (file, code point) at 1000 units per em with
/// hinting off, then scaled to one em: y down, origin on the baseline at the
/// glyph's pen position.
final class GlyphOutlines: @unchecked Sendable {
    static let shared = GlyphOutlines()

    private let lock = NSLock()
    private var faces: [String: OpaquePointer] = [:]
    private var outlines: [String: Path?] = [:]
    private var files: [String: String?] = [:]

    /// The outline of `codePoint` in `fontFile`, one em high; `nil` when the font
    /// cannot be loaded or has no glyph for it.
    func outline(fontFile: String, codePoint: UInt32) -> Path? {
        let key = "\(fontFile)#\(codePoint)"
        return lock.withLock {
            if let hit = outlines[key] { return hit }
            let path = extract(fontFile: fontFile, codePoint: codePoint)
            outlines[key] = path
            return path
        }
    }

    /// The file fontconfig matches for `family`, only when the match really is
    /// that family (fontconfig otherwise falls back to any font).
    func fontFile(family: String, style: String? = nil) -> String? {
        let key = family + "|" + (style ?? "")
        return lock.withLock {
            if let hit = files[key] { return hit }
            let file = match(family: family, style: style)
            files[key] = file
            return file
        }
    }

    private func match(family: String, style: String?) -> String? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = family.withCString {
            FcPatternAddString(pattern, "family", UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self))
        }
        if let style {
            _ = style.withCString {
                FcPatternAddString(pattern, "style", UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self))
            }
        }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(matched) }
        var name: UnsafeMutablePointer<FcChar8>?
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(matched, "family", 0, &name) == FcResultMatch, let name,
              String(cString: name).caseInsensitiveCompare(family) == .orderedSame,
              FcPatternGetString(matched, "file", 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: file)
    }

    private func face(for file: String) -> OpaquePointer? {
        if let face = faces[file] { return face }
        guard FileManager.default.isReadableFile(atPath: file), let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = file.withCString {
            FcPatternAddString(pattern, "file", UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self))
        }
        FcPatternAddInteger(pattern, "index", 0)
        guard let face = cairo_ft_font_face_create_for_pattern(pattern),
              cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS else { return nil }
        faces[file] = face
        return face
    }

    private func extract(fontFile: String, codePoint: UInt32) -> Path? {
        guard let face = face(for: fontFile), let scalar = Unicode.Scalar(codePoint) else { return nil }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return nil }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        let units = 1000.0
        cairo_set_font_face(cr, face)
        cairo_set_font_size(cr, units)
        let options = cairo_font_options_create()!
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, options)
        guard let scaled = cairo_get_scaled_font(cr), cairo_scaled_font_status(scaled) == CAIRO_STATUS_SUCCESS else {
            return nil
        }

        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
        var count: Int32 = 0
        let status = String(Character(scalar)).withCString {
            cairo_scaled_font_text_to_glyphs(scaled, 0, 0, $0, -1, &glyphs, &count, nil, nil, nil)
        }
        defer { if let glyphs { cairo_glyph_free(glyphs) } }
        // Glyph 0 is .notdef: the font has no such character.
        guard status == CAIRO_STATUS_SUCCESS, let glyphs, count == 1, glyphs[0].index != 0 else { return nil }
        cairo_new_path(cr)
        cairo_glyph_path(cr, glyphs, count)
        guard let copied = cairo_copy_path(cr) else { return nil }
        defer { cairo_path_destroy(copied) }
        guard copied.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }

        var path = Path()
        let data = copied.pointee.data!
        var i = 0
        let n = Int(copied.pointee.num_data)
        func point(_ k: Int) -> CGPoint { CGPoint(x: data[k].point.x / units, y: data[k].point.y / units) }
        while i < n {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO: path.move(to: point(i + 1))
            case CAIRO_PATH_LINE_TO: path.addLine(to: point(i + 1))
            case CAIRO_PATH_CURVE_TO: path.addCurve(to: point(i + 3), control1: point(i + 1), control2: point(i + 2))
            case CAIRO_PATH_CLOSE_PATH: path.closeSubpath()
            default: break
            }
            i += max(1, Int(header.length))
        }
        return path.isEmpty ? nil : path
    }
}
