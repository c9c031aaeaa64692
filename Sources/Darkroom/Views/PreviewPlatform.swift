import Foundation

/// The platform a preview is for, as SwiftUI's `PreviewPlatform`: `darkroom previews` draws every preview as iOS
/// does, whatever platform it names.
nonisolated public enum PreviewPlatform: Sendable, Hashable {
    /// iOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
}

extension PreviewProvider {
    /// The platform of the previews: `nil`, the platform the code is built for.
    public static var platform: PreviewPlatform? { nil }
}
