import CCairo
import Foundation

extension cairo_matrix_t {
    /// The current transformation matrix of `cr` (user space to device space).
    init(currentOf cr: OpaquePointer) {
        self.init()
        cairo_get_matrix(cr, &self)
    }

    /// Device pixels per user unit, averaged over both axes: the square root of the area scale.
    var deviceScale: Double { sqrt(abs(xx * yy - xy * yx)) }

    /// The largest magnification along any axis (the largest entry of the linear part).
    var largestEntry: Double { max(abs(xx), abs(yx), abs(xy), abs(yy)) }
}
