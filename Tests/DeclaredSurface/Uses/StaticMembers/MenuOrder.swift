// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua4a86a88f4 static MenuOrder.automatic
@MainActor func use_a4a86a88f4() {
    let _: MenuOrder = MenuOrder.automatic
}

// uf3cceac3e5 static MenuOrder.priority
@MainActor func use_f3cceac3e5() {
    let _: MenuOrder = MenuOrder.priority
}

// u3fb3e52507 static MenuOrder.fixed
@MainActor func use_3fb3e52507() {
    let _: MenuOrder = MenuOrder.fixed
}
