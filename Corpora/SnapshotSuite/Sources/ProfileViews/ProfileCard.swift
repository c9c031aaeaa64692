#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import Foundation

/// A profile card, written as an iOS app writes it.
public struct ProfileCard: View {
    public var name: String
    public var role: String
    public var followers: Int

    public init(name: String, role: String, followers: Int) {
        self.name = name
        self.role = role
        self.followers = followers
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                Circle()
                    .fill(Palette.accent)
                    .frame(width: 48, height: 48)
                    .overlay(Text(String(name.prefix(1))).font(.title2.bold()).foregroundStyle(.white))
                VStack(alignment: .leading, spacing: 2) {
                    Text(name).font(.headline)
                    Text(role).font(.subheadline).foregroundStyle(.secondary)
                }
            }
            HStack {
                Label("\(followers) followers", systemImage: "person.2.fill")
                    .font(.footnote)
                Spacer()
                Text("Follow")
                    .font(.callout.weight(.semibold))
                    .foregroundStyle(.white)
                    .padding(.horizontal, 14)
                    .padding(.vertical, 6)
                    .background(Palette.accent, in: Capsule())
            }
        }
        .padding()
        .frame(width: 320)
    }
}

/// The app's accent colour.
///
/// `SNAPSHOT_SUITE_CHANGE` stands in for an edit to the design, so the suite's `run`
/// script can show what a change does without editing this file: `one-level` moves
/// the blue channel by one sRGB level, `visible` turns the accent orange.
enum Palette {
    static var accent: Color {
        switch ProcessInfo.processInfo.environment["SNAPSHOT_SUITE_CHANGE"] {
        case "one-level": Color(red: 0, green: 122 / 255, blue: 254 / 255)
        case "visible": Color.orange
        default: Color(red: 0, green: 122 / 255, blue: 1)
        }
    }
}
