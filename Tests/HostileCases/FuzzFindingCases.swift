import Darkroom
import Foundation

/// Inputs the fuzzers (Fuzz/, docs/hostile-input.md) found, each kept as a case
/// once Darkroom was fixed. The raw inputs also stay in Fuzz/Corpus, where the
/// AddressSanitizer pass replays them.
enum FuzzFindingCases {
    static var all: [HostileCase] {
        [
            // An angular gradient whose end is far before its start hung in building
            // its mesh: the gap was cut into one sector per 10° of the difference.
            HostileCase(name: "fuzz/angular-gradient-end-far-before-start") {
                try render(AngularGradient(colors: [.red, .blue], center: .center,
                                           startAngle: .radians(0), endAngle: .radians(-1e17))
                    .frame(width: 40, height: 40))
            },
            HostileCase(name: "fuzz/angular-gradient-end-greatest-before-start") {
                try render(AngularGradient(colors: [.red, .blue], center: .center,
                                           startAngle: .radians(.greatestFiniteMagnitude),
                                           endAngle: .radians(-.greatestFiniteMagnitude))
                    .frame(width: 40, height: 40))
            },
            // An image at a non-finite origin put cairo into its "invalid matrix"
            // state: the render failed and cairo leaked the patterns of the groups
            // around it (AddressSanitizer's leak check). It now draws nothing.
            HostileCase(name: "fuzz/image-at-infinite-origin") {
                let image = try ViewRenderer().image(Color.red.frame(width: 3, height: 2))
                var group = DisplayGroup(blendMode: .overlay, mask: [
                    .image(image, CGRect(x: 0, y: CGFloat.infinity, width: 1, height: 3.5), .low),
                ])
                group.items = [.image(image, CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4), .high)]
                let list = DisplayList(size: CGSize(width: 20, height: 20), items: [.group(group)])
                do {
                    let drawn = try ViewRenderer().rasterize(list)
                    return "\(drawn.width)x\(drawn.height)"
                } catch {
                    throw CaseFailure("an image at a non-finite origin failed the render: \(error)")
                }
            },
        ]
    }
}
