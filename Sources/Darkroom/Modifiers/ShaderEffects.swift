import Foundation

// Metal shader effects. A still frame drawn on Linux cannot run Metal, so each keeps the view (or
// the visual effect) exactly as it is; the shader is accepted so that the code compiles unchanged.

extension View {
    /// Recolours each pixel with a Metal shader on Apple platforms; Darkroom cannot run Metal, so the
    /// view is drawn as it is.
    nonisolated public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { self }
    /// Moves each pixel with a Metal shader on Apple platforms; Darkroom cannot run Metal, so the view
    /// is drawn as it is.
    nonisolated public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
        -> some View { self }
    /// Redraws the layer with a Metal shader on Apple platforms; Darkroom cannot run Metal, so the view
    /// is drawn as it is.
    nonisolated public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
        -> some View { self }
}

nonisolated extension VisualEffect {
    /// A Metal colour effect; Darkroom cannot run Metal, so the effect is unchanged.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect { self }
    /// A Metal distortion effect; Darkroom cannot run Metal, so the effect is unchanged.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
        -> some VisualEffect { self }
    /// A Metal layer effect; Darkroom cannot run Metal, so the effect is unchanged.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
        -> some VisualEffect { self }
}
