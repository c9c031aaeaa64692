//  Parts of the CSE app's UITemplates, copied from github.com/Cizzuk/CSE (MIT licence): source,
//  commit and licence in SOURCE.md and LICENSE beside this file. Imports are made conditional;
//  OpenSettingsButton's action, which calls UIApplication (an app's object, unavailable on
//  Linux), is left empty. The other templates of the file are left out.
//
//  UITemplates.swift
//  CSE
//
//  Created by Cizzuk on 2025/05/25.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

class UITemplates {
    struct IconLabel: View {
        @Environment(\.dynamicTypeSize) var dynamicTypeSize
        
        let icon: String
        let text: String.LocalizationValue
        
        var body: some View {
            HStack {
                if dynamicTypeSize <= .xxxLarge {
                    Image(systemName: icon)
                        .frame(width: 20.0, alignment: .center)
                        .accessibilityHidden(true)
                    Spacer().frame(width: 10.0)
                }
                Text(String(localized: text))
            }
        }
    }
    
    struct HeaderSection: View {
        let title: String.LocalizationValue
        let description: String.LocalizationValue
        
        var body: some View {
            Section {} header: {
                Text(String(localized: title))
                    .textCase(.none)
                    .font(.title)
                    .fontWeight(.bold)
                    .foregroundStyle(.primary)
                    .padding(.top, 35)
            } footer: {
                Text(String(localized: description))
                    .font(.body)
                    .foregroundStyle(.primary)
                    .padding(.bottom, 20)
            }
        }
    }
    
    struct OpenSettingsButton: View {
        var body: some View {
            #if !targetEnvironment(macCatalyst)
            // Open Safari Settings Button
            Button(action: {
            }) {
                UITemplates.IconLabel(icon: "gear", text: "Open Settings")
                    #if !os(visionOS)
                    .foregroundStyle(.accent)
                    #endif
            }
            #endif
        }
    }
}
