// home-assistant/iOS Sources/HADesignSystem/Sources/Tokens/DesignSystem.swift at d722d7811aec,
// Apache-2.0 (Tests/AppleReferenceTests/Licences/home-assistant-iOS.txt):
// verbatim except its imports (DarkroomCompat for SwiftUI, UIKit, SFSafeSymbols, HAIconic, Shared)
// and the module qualifier on Font and Animation (`SwiftUICore.` became `Darkroom.`).
import Foundation
import DarkroomCompat

public enum DesignSystem {
    // TODO: Use HA design system font sizes when ready
    public enum Font {
        /// Large Title (34pt)
        public static let largeTitle: Darkroom.Font = .largeTitle
        /// Title (28pt)
        public static let title: Darkroom.Font = .title
        /// Title2 (22pt)
        public static let title2: Darkroom.Font = .title2
        /// Title3 (20pt)
        public static let title3: Darkroom.Font = .title3
        /// Headline (17pt, semibold)
        public static let headline: Darkroom.Font = .headline
        /// Body (17pt)
        public static let body: Darkroom.Font = .body
        /// Callout (16pt)
        public static let callout: Darkroom.Font = .callout
        /// Subheadline (15pt)
        public static let subheadline: Darkroom.Font = .subheadline
        /// Footnote (13pt)
        public static let footnote: Darkroom.Font = .footnote
        /// Caption (12pt)
        public static let caption: Darkroom.Font = .caption
        /// Caption2 (11pt)
        public static let caption2: Darkroom.Font = .caption2
        /// Caption3 (10pt)
        public static let caption3: Darkroom.Font = .system(size: 10)
    }

    public enum Spaces {
        public static let micro: CGFloat = 2
        public static let half: CGFloat = 4
        public static let one: CGFloat = 8
        public static let oneAndHalf: CGFloat = 12
        public static let two: CGFloat = 16
        public static let three: CGFloat = 24
        public static let four: CGFloat = 32
        public static let five: CGFloat = 40
        public static let six: CGFloat = 48
        public static let seven: CGFloat = 56
        public static let eight: CGFloat = 64
        public static let nine: CGFloat = 72
        public static let ten: CGFloat = 80
        public static let eleven: CGFloat = 88
        public static let twelve: CGFloat = 96
        public static let thirteen: CGFloat = 104
        public static let fourteen: CGFloat = 112
        public static let fifteen: CGFloat = 120
        public static let sixteen: CGFloat = 128
        public static let seventeen: CGFloat = 136
        public static let eighteen: CGFloat = 144
    }

    public enum CornerRadius {
        public static var half: CGFloat = 4
        public static var one: CGFloat = 8
        public static var two: CGFloat = 16
        public static var three: CGFloat = 24
        public static var four: CGFloat = 32
        public static var five: CGFloat = 40
        public static var six: CGFloat = 48

        // Out of system points
        /// 2pt
        public static var micro: CGFloat = 2
        /// 10pt
        public static var oneAndMicro: CGFloat = 10
        /// 12pt
        public static var oneAndHalf: CGFloat = 12
        /// 18pt
        public static var twoAndMicro: CGFloat = 18
        /// 20pt
        public static var twoAndHalf: CGFloat = 20
    }

    public enum Border {
        public enum Width {
            public static var `default`: CGFloat = 1
        }
    }

    public enum Button {
        public static let minHeight: CGFloat = 48
        public static let maxWidth: CGFloat = 380
    }

    public enum List {
        public static let rowMaxWidth: CGFloat = 380
    }

    public enum Animation {
        public static let `default`: Darkroom.Animation = .easeInOut(duration: 0.3)
        public static let easeInOutFaster: Darkroom.Animation = .easeInOut(duration: 0.1)
        public static let easeInOutSlower: Darkroom.Animation = .easeInOut(duration: 0.8)
        public static let easeInOutSlowest: Darkroom.Animation = .easeInOut(duration: 1.5)
    }
}
