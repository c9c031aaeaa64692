import Foundation

extension ProjectionTransform {
    /// Whether the transform changes nothing.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// This transform followed by `rhs` (row vectors, as Core Graphics: a point is multiplied by `self` first).
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        let a = rows, b = rhs.rows
        var product = [[CGFloat]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 {
            for j in 0..<3 { product[i][j] = (0..<3).reduce(0) { $0 + a[i][$1] * b[$1][j] } }
        }
        return ProjectionTransform(rows: product)
    }

    /// Inverts the transform in place; `false` (and unchanged) when it cannot be inverted.
    @discardableResult
    public mutating func invert() -> Bool {
        let m = rows
        let cofactor: (Int, Int) -> CGFloat = { row, column in
            let r = (0..<3).filter { $0 != row }, c = (0..<3).filter { $0 != column }
            let minor = m[r[0]][c[0]] * m[r[1]][c[1]] - m[r[0]][c[1]] * m[r[1]][c[0]]
            return (row + column) % 2 == 0 ? minor : -minor
        }
        let determinant = (0..<3).reduce(0) { $0 + m[0][$1] * cofactor(0, $1) }
        guard determinant != 0, determinant.isFinite else { return false }
        var inverse = [[CGFloat]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 {
            for j in 0..<3 { inverse[i][j] = cofactor(j, i) / determinant }
        }
        self = ProjectionTransform(rows: inverse)
        return true
    }

    /// The inverse transform, or this one when it cannot be inverted.
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    private var rows: [[CGFloat]] { [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]] }

    private init(rows m: [[CGFloat]]) {
        self.init()
        m11 = m[0][0]; m12 = m[0][1]; m13 = m[0][2]
        m21 = m[1][0]; m22 = m[1][1]; m23 = m[1][2]
        m31 = m[2][0]; m32 = m[2][1]; m33 = m[2][2]
    }
}

extension CGPoint {
    /// The point transformed by `m`, divided through by its perspective term.
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = x * m.m13 + y * m.m23 + m.m33
        let px = x * m.m11 + y * m.m21 + m.m31, py = x * m.m12 + y * m.m22 + m.m32
        return w == 0 ? CGPoint(x: CGFloat.infinity, y: CGFloat.infinity) : CGPoint(x: px / w, y: py / w)
    }
}
