import Foundation

/// Wide shadows are blurred at reduced resolution.
///
/// A Gaussian of σ pixels removes all detail finer than about σ/2, so blurring
/// a silhouette rendered at 1/k of the device resolution (k ≤ σ/4) and
/// scaling the result back up with bilinear filtering gives the same mask to
/// within a level or two of 255 — at 1/k² of the cost. A share card's 24-point
/// shadow at scale 2 (σ = 48 px) blurs 2.9 million pixels at full size; at
/// 1/8 it blurs 45 thousand. Shadows narrower than 8 device pixels are left alone.
enum ShadowDownsampling {
    /// The largest reduction; beyond it the bilinear upscale starts to show steps.
    static let maximumFactor: CGFloat = 8

    /// The raster scale for a shadow of `sigma` points drawn at `scale` pixels per point.
    static func reducedScale(_ scale: CGFloat, sigma: CGFloat) -> CGFloat {
        let pixels = sigma * scale
        guard pixels.isFinite, pixels >= 8 else { return scale }
        let k = min(maximumFactor, (pixels / 4).rounded(.down))
        return k > 1 ? scale / k : scale
    }
}
