

public enum FontTrait: Int, Hashable, Sendable, Codable, CaseIterable {
    case italic = 0
    case smallCaps = 1
    case smallCapsUppercase = 2
    case smallCapsLowercase = 3
    case monospaced = 4
    case monospacedDigit = 5
}
