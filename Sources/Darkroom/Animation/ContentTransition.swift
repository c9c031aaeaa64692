import Foundation

/// How content changes animate, as SwiftUI's `ContentTransition`.
nonisolated public struct ContentTransition: Sendable {
    let kind: Int
    /// No animation between contents.
    public static let identity = ContentTransition(kind: 0)
    /// Cross-fade.
    public static let opacity = ContentTransition(kind: 1)
    /// Interpolates text and shapes between contents.
    public static let interpolate = ContentTransition(kind: 2)
    /// Animates symbols with their effect.
    public static let symbolEffect = ContentTransition(kind: 3)
    /// Rolls digits up (or down) to the new number.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(kind: 4) }
    /// Rolls digits in the direction the value changed.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(kind: 4) }
}

extension View {
    /// How content changes animate; a still frame shows the content. Sets `contentTransition`.
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View {
        transformEnvironment { $0.contentTransition = transition }
    }
}
