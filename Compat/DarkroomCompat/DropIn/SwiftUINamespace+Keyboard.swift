#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

// Keyboard names under `SwiftUI.`, for code that qualifies them (`SwiftUI.KeyPress` beside a type of its own).
extension SwiftUI {
    /// `Darkroom.KeyPress`, under the name `SwiftUI.KeyPress`.
    public typealias KeyPress = Darkroom.KeyPress
    /// `Darkroom.KeyEquivalent`, under the name `SwiftUI.KeyEquivalent`.
    public typealias KeyEquivalent = Darkroom.KeyEquivalent
    /// `Darkroom.EventModifiers`, under the name `SwiftUI.EventModifiers`.
    public typealias EventModifiers = Darkroom.EventModifiers
}
#endif
