// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1eb6029f90 static SubmitLabel.done
@MainActor func use_1eb6029f90() {
    let _: SubmitLabel = SubmitLabel.done
}

// u68bb9fd072 static SubmitLabel.go
@MainActor func use_68bb9fd072() {
    let _: SubmitLabel = SubmitLabel.go
}

// udef5373513 static SubmitLabel.send
@MainActor func use_def5373513() {
    let _: SubmitLabel = SubmitLabel.send
}

// ua3d4a810f3 static SubmitLabel.join
@MainActor func use_a3d4a810f3() {
    let _: SubmitLabel = SubmitLabel.join
}

// u140321b425 static SubmitLabel.route
@MainActor func use_140321b425() {
    let _: SubmitLabel = SubmitLabel.route
}

// u7683fc08be static SubmitLabel.search
@MainActor func use_7683fc08be() {
    let _: SubmitLabel = SubmitLabel.search
}

// u62765d3b08 static SubmitLabel.`return`
@MainActor func use_62765d3b08() {
    let _: SubmitLabel = SubmitLabel.`return`
}

// u8a348bfb0b static SubmitLabel.next
@MainActor func use_8a348bfb0b() {
    let _: SubmitLabel = SubmitLabel.next
}

// u4b4b7bb659 static SubmitLabel.`continue`
@MainActor func use_4b4b7bb659() {
    let _: SubmitLabel = SubmitLabel.`continue`
}
