import Foundation

/// A rectangle of whole device pixels, `x0..<x1` × `y0..<y1`.
struct PixelRect: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var width: Int { max(0, x1 - x0) }
    var height: Int { max(0, y1 - y0) }

    /// The pixels a rectangle touches (rounded outwards), or `.empty` for a null or non-finite one.
    init(covering r: CGRect) {
        guard !r.isNull, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { self = .empty; return }
        func clamp(_ v: CGFloat) -> Int { Int(min(max(v, -1_000_000), 1_000_000)) }
        self.init(x0: clamp(floor(r.minX)), y0: clamp(floor(r.minY)), x1: clamp(ceil(r.maxX)), y1: clamp(ceil(r.maxY)))
    }
    init(x0: Int, y0: Int, x1: Int, y1: Int) { self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1 }

    func intersection(_ o: PixelRect) -> PixelRect {
        let r = PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        return r.isEmpty ? .empty : r
    }
    func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }
    func insetBy(_ d: Int) -> PixelRect { PixelRect(x0: x0 + d, y0: y0 + d, x1: x1 - d, y1: y1 - d) }
    func offsetBy(dx: Int, dy: Int) -> PixelRect { PixelRect(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy) }
}
