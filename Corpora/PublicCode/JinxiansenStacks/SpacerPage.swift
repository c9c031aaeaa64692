// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/Jinxiansen/SwiftUI/blob/d8192c12098f80f8a4bd2387a969f010c38c5773/Example/Example/Page/SpecialPage/SpacerPage.swift
// Licence: MIT, Copyright (c) 2019 晋先森 (Jinxiansen) (full text: LICENSES/Jinxiansen-SwiftUI.txt)

//
//  SpacerPage.swift
//  Example
//
//  Created by likeecat on 2022/11/25.
//  Copyright © 2022 晋先森. All rights reserved.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct SpacerPage: View {
    var body: some View {
        VStack{
            HStack {
                Text("made in China.")
                Spacer().frame(height: 20).background(Color.yellow)
                Text("the People's Republic Of China.")
            }
            Divider() // Just add a line.
            VStack {
                Text("made in China.")
                Spacer().frame(width: 20).background(Color.yellow)
                Text("the People's Republic Of China.")
            }
        }
    }
}

struct SpacerPage_Previews: PreviewProvider {
    static var previews: some View {
        SpacerPage()
    }
}
