import Foundation

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {
    /// Whether both the content and the modifier are equal.
    public static func == (lhs: ModifiedContent, rhs: ModifiedContent) -> Bool {
        lhs.content == rhs.content && lhs.modifier == rhs.modifier
    }
}
