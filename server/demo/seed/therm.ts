/**
 * Demo catalogue of the therm storefront: metallic expansion joints (axial, lateral, universal, hinged, gimbal),
 * fabric expansion joints, bellows, dampers, flexible metallic hoses and pipe supports. Design figures are typical
 * ranges for each type, designed to EJMA and ASME B31.3, hoses to ISO 10380.
 */
import type { SeedCategory } from './types.ts';

const ejCommon: [string, string][] = [
  ['Bellows Material', 'SS 321 / SS 316L; Inconel 625 or Incoloy 825 for corrosive service'],
  ['Design Code', 'EJMA 10th edition, ASME B31.3'],
];

export const thermCatalog: SeedCategory[] = [
  {
    slug: 'metallic-ej',
    name: 'Metallic Expansion Joints',
    art: 'axial',
    description:
      'Metallic bellows expansion joints absorb thermal growth, vibration and misalignment in piping and ducting. Each joint is designed to EJMA for its pressure, temperature, movements and cycle life, and hydrostatically tested before dispatch.',
    children: [
      {
        slug: 'axial',
        name: 'Axial Expansion Joints',
        art: 'axial',
        description: 'Single and externally pressurised bellows joints that absorb axial compression and extension in straight pipe runs between main anchors. Liners, covers and limit rods are added to suit flow velocity, insulation and protection against anchor failure.',
        products: [
          {
            slug: 'axial-single',
            name: 'Single Axial Expansion Joint, NB 50-3000',
            art: 'axial',
            sheds: 8,
            description:
              'A single multi-ply bellows with flanged or weld ends for axial movement in straight runs between anchors. Internal liners protect the bellows from flow-induced vibration and an external cover protects it during handling and insulation work. Each joint ships with shipping bars that hold its set length until it is installed and the piping is anchored and guided per EJMA.',
            properties: [
              ['Nominal Bore', 'NB 50 to NB 3000'],
              ['Design Pressure', 'Full vacuum to 40 bar g'],
              ['Design Temperature', '−196 °C to 600 °C'],
              ['Axial Movement', 'Up to ±100 mm (compression/extension)'],
              ...ejCommon,
              ['End Connection', 'Flanges to ASME B16.5 / EN 1092-1, or weld ends'],
              ['Cycle Life', '1,000 cycles minimum (design per EJMA)'],
            ],
            configurations: [
              ['Flanged ends', 'flanged'],
              ['Weld ends', 'weld'],
            ],
          },
          {
            slug: 'axial-external',
            name: 'Externally Pressurised Axial Expansion Joint',
            art: 'axial',
            sheds: 12,
            description:
              'The line pressure acts on the outside of the bellows, so long bellows can absorb large axial movements without squirm. Used on steam and hot-water lines and district heating, with drain connection and guided inner pipe. The outer shell doubles as a protective cover and guides the inner pipe, so fewer external guides are needed.',
            properties: [
              ['Nominal Bore', 'NB 50 to NB 1200'],
              ['Design Pressure', 'Up to 40 bar g'],
              ['Design Temperature', 'Up to 450 °C'],
              ['Axial Movement', 'Up to 300 mm'],
              ...ejCommon,
              ['Connections', 'Weld ends; drain and vent bosses'],
            ],
          },
        ],
      },
      {
        slug: 'lateral',
        name: 'Lateral Expansion Joints',
        art: 'tied',
        description: 'Tied bellows joints that absorb lateral offset while the tie rods carry the pressure thrust, so the adjacent equipment sees no thrust load. They are used at pump, compressor and turbine connections where nozzle loads must stay low.',
        products: [
          {
            slug: 'tied-universal',
            name: 'Tied Universal Expansion Joint',
            art: 'tied',
            sheds: 6,
            description:
              'Two bellows joined by a centre spool and held by tie rods across the full length. The tie rods restrain pressure thrust; the two bellows absorb large lateral movement at pump, turbine and vessel connections. The joint can be pre-set at installation to use its full movement range in both directions.',
            properties: [
              ['Nominal Bore', 'NB 80 to NB 3000'],
              ['Design Pressure', 'Up to 25 bar g'],
              ['Design Temperature', 'Up to 550 °C'],
              ['Lateral Movement', 'Up to ±250 mm'],
              ['Tie Rods', '2, 3 or 4 rods with spherical washers'],
              ...ejCommon,
            ],
          },
          {
            slug: 'single-tied',
            name: 'Single Tied Lateral Expansion Joint',
            art: 'tied',
            sheds: 8,
            description: 'A single bellows with tie rods for small lateral offsets and vibration isolation at compressor and pump nozzles. The tie rods take the full pressure thrust, keeping anchor and nozzle loads low. Elastomer washers under the rod nuts can be added to stop vibration passing along the rods.',
            properties: [
              ['Nominal Bore', 'NB 50 to NB 1500'],
              ['Design Pressure', 'Up to 40 bar g'],
              ['Lateral Movement', 'Up to ±40 mm'],
              ['Tie Rods', '2 or more, sized for full pressure thrust'],
              ...ejCommon,
            ],
          },
        ],
      },
      {
        slug: 'universal',
        name: 'Universal Expansion Joints',
        art: 'tied',
        description: 'Two bellows separated by a centre pipe, absorbing axial, lateral and angular movement in combination. The length of the centre pipe sets how much lateral movement the joint can take.',
        products: [
          {
            slug: 'universal-untied',
            name: 'Universal Expansion Joint (untied)',
            art: 'axial',
            sheds: 6,
            description:
              'Two bellows with a centre spool for combined axial and lateral movement in ducts and low-pressure lines where the main anchors can take the pressure thrust. A longer centre spool gives more lateral movement for the same bellows angulation. Common in flue-gas and combustion-air ducts of boilers and furnaces.',
            properties: [
              ['Nominal Bore', 'NB 100 to NB 4000'],
              ['Design Pressure', 'Up to 10 bar g'],
              ['Axial Movement', 'Up to ±120 mm'],
              ['Lateral Movement', 'Up to ±150 mm'],
              ...ejCommon,
            ],
          },
        ],
      },
      {
        slug: 'pressure-balanced',
        name: 'Pressure-balanced Expansion Joints',
        art: 'tied',
        description:
          'Joints with a balancing bellows that cancels the pressure thrust, so axial movement is absorbed without main anchors or heavy thrust loads on turbine, compressor and pump nozzles. Used where the pipe layout cannot carry the pressure thrust of an unrestrained bellows.',
        products: [
          {
            slug: 'pb-elbow',
            name: 'Pressure-balanced Elbow Expansion Joint',
            art: 'tied',
            sheds: 8,
            description:
              'A flow bellows and a balancing bellows on either side of an elbow, linked by tie rods. Line pressure acting on the balancing bellows cancels the thrust of the flow bellows, so the joint absorbs axial and lateral movement at a change of direction while the equipment nozzle sees only the small spring force of the bellows. Typical at steam turbine exhausts and compressor discharge lines.',
            properties: [
              ['Nominal Bore', 'NB 100 to NB 2000'],
              ['Design Pressure', 'Up to 25 bar g'],
              ['Design Temperature', 'Up to 550 °C'],
              ['Axial Movement', 'Up to ±100 mm'],
              ['Lateral Movement', 'Up to ±50 mm'],
              ['Tie Rods', '2 or 4, with spherical washers'],
              ...ejCommon,
              ['End Connection', 'Flanges to ASME B16.5 / B16.47, or weld ends'],
            ],
            configurations: [
              ['Flanged ends', 'flanged'],
              ['Weld ends', 'weld'],
            ],
          },
          {
            slug: 'pb-inline',
            name: 'In-line Pressure-balanced Expansion Joint',
            art: 'tied',
            sheds: 10,
            description:
              'Two flow bellows and a larger balancing bellows in a straight line, for axial movement in straight runs where no elbow is available and main anchors are impractical, such as long overhead steam lines on pipe racks. The balancing chamber is sized so its effective area equals that of the flow bellows. Because the pressure thrust is balanced inside the joint, only guides and intermediate anchors are needed along the line.',
            properties: [
              ['Nominal Bore', 'NB 150 to NB 1500'],
              ['Design Pressure', 'Up to 16 bar g'],
              ['Design Temperature', 'Up to 450 °C'],
              ['Axial Movement', 'Up to ±80 mm'],
              ...ejCommon,
              ['Cycle Life', '2,000 cycles minimum (design per EJMA)'],
            ],
          },
        ],
      },
      {
        slug: 'hinged',
        name: 'Hinged Expansion Joints',
        art: 'hinged',
        description: 'Angular joints that rotate in one plane about a hinge pin; used in sets of two or three to absorb large movements in one plane. The hinge hardware carries the pressure thrust as well as external loads such as pipe weight and wind.',
        products: [
          {
            slug: 'hinged-single',
            name: 'Hinged Expansion Joint',
            art: 'hinged',
            sheds: 6,
            description:
              'A single bellows with a pair of hinge plates and pins that carry the pressure thrust and allow angular rotation in one plane. A two- or three-hinge system absorbs large thermal growth in hot gas and steam lines with low anchor loads. The hinges can also be designed to carry pipe weight, wind and other external loads.',
            properties: [
              ['Nominal Bore', 'NB 100 to NB 3000'],
              ['Design Pressure', 'Up to 25 bar g'],
              ['Design Temperature', 'Up to 600 °C'],
              ['Angular Movement', 'Up to ±15° in one plane'],
              ['Hinge Hardware', 'Carbon steel or SS plates, hardened pins'],
              ...ejCommon,
            ],
          },
          {
            slug: 'hinged-refractory',
            name: 'Refractory-lined Hinged Expansion Joint',
            art: 'hinged',
            sheds: 5,
            description:
              'A hinged joint with an internal refractory lining and a cold-wall shell for hot catalyst and flue-gas lines of fluid catalytic cracking (FCC) units and reformer transfer lines. The lining keeps the bellows and hinges near 200 °C while the gas runs above 700 °C, and a purge connection keeps catalyst fines out of the convolutions. Design and testing follow the refinery owner’s specification and EJMA guidance for refractory-lined joints.',
            properties: [
              ['Nominal Bore', 'NB 600 to NB 3000'],
              ['Design Pressure', 'Up to 5 bar g'],
              ['Gas Temperature', 'Up to 760 °C (bellows metal ≈ 200-350 °C)'],
              ['Angular Movement', 'Up to ±6° in one plane'],
              ['Lining', 'Insulating castable with abrasion-resistant hexmesh facing, 100-125 mm'],
              ['Bellows Material', 'Inconel 625 LCF or Incoloy 825'],
              ['Design Code', 'EJMA 10th edition, ASME B31.3; lining per API RP 936'],
              ['Connections', 'Weld ends; purge and drain bosses'],
            ],
          },
        ],
      },
      {
        slug: 'gimbal',
        name: 'Gimbal Expansion Joints',
        art: 'gimbal',
        description: 'Angular joints with a gimbal ring and two pairs of pins, rotating in any plane while carrying the pressure thrust. Combined with hinged joints, they solve three-dimensional piping layouts with low anchor loads.',
        products: [
          {
            slug: 'gimbal-single',
            name: 'Gimbal Expansion Joint',
            art: 'gimbal',
            sheds: 6,
            description:
              'A single bellows inside a gimbal ring with two pairs of hinge pins at 90°. It takes angular rotation in any plane and the full pressure thrust, and is combined with a hinged joint for three-dimensional piping systems. A common arrangement is two gimbal joints and one hinged joint in an L- or Z-shaped layout, absorbing large thermal growth with low anchor forces.',
            properties: [
              ['Nominal Bore', 'NB 100 to NB 2500'],
              ['Design Pressure', 'Up to 25 bar g'],
              ['Design Temperature', 'Up to 600 °C'],
              ['Angular Movement', 'Up to ±10° in any plane'],
              ['Gimbal Ring', 'Fabricated carbon steel, stress-relieved'],
              ...ejCommon,
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'fabric-ej',
    name: 'Fabric Expansion Joints',
    art: 'fabric',
    description:
      'Multi-layer fabric expansion joints for flue gas, hot air and exhaust ducts, absorbing large movements in three planes with very low reaction forces. Used at boiler outlets, ESPs, gas turbine exhausts and cement kiln ducts.',
    products: [
      {
        slug: 'fabric-belt',
        name: 'Belt-type Fabric Expansion Joint',
        art: 'fabric',
        description:
          'A multi-layer belt of PTFE-coated glass fabric, a PTFE gas-seal film and insulation, clamped between steel frames. Takes large axial and lateral movement in hot flue-gas ducts and is replaceable on site without cutting the duct. The belt can be changed during a short shutdown without disturbing the ductwork.',
        properties: [
          ['Duct Size', 'Up to 12 m × 12 m, rectangular or circular'],
          ['Design Pressure', '±100 mbar g'],
          ['Design Temperature', 'Up to 650 °C continuous'],
          ['Axial Movement', 'Up to 150 mm'],
          ['Lateral Movement', 'Up to ±75 mm'],
          ['Layers', 'PTFE-coated glass fabric, PTFE film, ceramic fibre insulation'],
        ],
        configurations: [
          ['Flanged frame', 'fabric-flanged'],
          ['Belt with insulation pillow', 'fabric-pillow'],
        ],
      },
      {
        slug: 'fabric-high-temp',
        name: 'High-temperature Composite Fabric Joint',
        art: 'fabric',
        description:
          'A composite fabric joint with an internal insulation pillow and flow liner for gas turbine exhausts and kiln ducts above 600 °C, keeping the gas-seal layer within its temperature limit. The layers share the work: insulation takes the temperature, the gas seal keeps the flue gas in and the outer cloth carries the pressure. Bolted frames with backing bars let the belt be replaced without hot work.',
        properties: [
          ['Duct Size', 'Up to 8 m equivalent diameter'],
          ['Design Pressure', '±150 mbar g'],
          ['Design Temperature', 'Up to 1000 °C (with insulation pillow)'],
          ['Axial Movement', 'Up to 100 mm'],
          ['Flow Liner', 'SS 310 or SS 309'],
        ],
      },
      {
        slug: 'fabric-rubber',
        name: 'Elastomer Fabric Expansion Joint',
        art: 'fabric',
        description:
          'An EPDM or FKM fabric-reinforced joint for low-temperature, wet or chemically aggressive ducts such as FGD scrubbers and fan connections. The elastomer resists the acid condensate that would corrode a metallic bellows in wet flue-gas desulphurisation service. Supplied flanged or as an endless belt vulcanised on site.',
        properties: [
          ['Duct Size', 'Up to 6 m'],
          ['Design Pressure', '±200 mbar g'],
          ['Design Temperature', 'Up to 200 °C (FKM)'],
          ['Material', 'EPDM or FKM with aramid or glass reinforcement'],
        ],
      },
    ],
  },
  {
    slug: 'bellows',
    name: 'Bellows',
    art: 'bellows',
    description:
      'Formed metal bellows elements, single or multi-ply, for OEMs and for replacement in existing expansion joints, valves and instruments. Hydroformed or mechanically formed from austenitic stainless steel and nickel alloys.',
    products: [
      {
        slug: 'bellows-multiply',
        name: 'Multi-ply Formed Bellows',
        art: 'bellows',
        sheds: 10,
        description:
          'U-shaped convolutions formed from two to five thin plies. Thin plies give flexibility and long fatigue life; several plies give pressure capacity. Supplied with collars for welding into the customer’s assembly.',
        properties: [
          ['Diameter', '50 mm to 4000 mm'],
          ['Ply Thickness', '0.2 to 1.5 mm per ply'],
          ['Number of Plies', '1 to 5'],
          ['Convolution Form', 'U-shaped'],
          ['Material', 'SS 304, SS 321, SS 316L, Inconel 625, Incoloy 825'],
          ['Design Code', 'EJMA 10th edition, ASME VIII Div. 1 App. 26'],
        ],
      },
      {
        slug: 'bellows-toroidal',
        name: 'Toroidal Bellows for High Pressure',
        art: 'bellows',
        sheds: 6,
        description:
          'Circular-section convolutions held by reinforcing rings for high-pressure service such as heat exchanger shells, where U-shaped bellows would need an impractical wall thickness. The circular convolution spreads pressure stress evenly, so thicker walls can be used without losing flexibility. Commonly fitted to fixed-tubesheet heat exchangers to absorb differential expansion between shell and tubes.',
        properties: [
          ['Diameter', '300 mm to 3000 mm'],
          ['Design Pressure', 'Up to 60 bar g'],
          ['Convolution Form', 'Toroidal with reinforcing rings'],
          ['Material', 'SS 321, SS 316L, Inconel 625'],
          ['Design Code', 'ASME VIII Div. 1 App. 26, TEMA'],
        ],
      },
      {
        slug: 'bellows-rectangular',
        name: 'Rectangular Metallic Bellows',
        art: 'rectangular',
        description:
          'Rectangular bellows with camera or mitred corners for flue gas and hot air ducts, fabricated from thin stainless or Corten sheet. The corners carry the highest stresses and are reinforced accordingly. Supplied with angle flanges or weld ends to suit the duct.',
        properties: [
          ['Duct Size', 'Up to 10 m × 10 m'],
          ['Design Pressure', '±500 mbar g'],
          ['Design Temperature', 'Up to 700 °C'],
          ['Corner Type', 'Camera or mitred'],
          ['Material', 'SS 304, SS 309, Corten A'],
        ],
      },
    ],
  },
  {
    slug: 'dampers',
    name: 'Dampers',
    art: 'damper',
    description:
      'Flow control and isolation dampers for flue gas, hot air and process gas ducts in power, steel and cement plants, with manual, pneumatic or electric actuators. Butterfly, louvre and guillotine designs cover flow control, shut-off and positive isolation with seal air.',
    products: [
      {
        slug: 'damper-butterfly',
        name: 'Butterfly Damper',
        art: 'damper',
        description: 'A single-blade circular damper for flow control and on/off duty, with shaft seals and bearings outside the gas stream. The blade is stiffened for duct pressure and shaped for low pressure drop when open. Used for flue gas, combustion air and process gas control in power, steel and cement plants.',
        properties: [
          ['Size', 'NB 200 to NB 4000'],
          ['Design Pressure', 'Up to ±500 mbar g'],
          ['Design Temperature', 'Up to 600 °C'],
          ['Leakage', 'Class 3 per EN 1751; zero leakage with seal air'],
          ['Actuation', 'Manual, pneumatic or electric'],
        ],
      },
      {
        slug: 'damper-louvre',
        name: 'Multi-blade Louvre Damper',
        art: 'louvre',
        description: 'Parallel or opposed blades in a rectangular frame for modulating control in large ducts; opposed blades give a near-linear flow characteristic. Stainless spring-strip blade seals reduce leakage, and seal air can be added for isolation duty. Bearings sit outside the gas stream and are self-lubricating for long service in dusty flue gas.',
        properties: [
          ['Duct Size', 'Up to 8 m × 8 m'],
          ['Blade Arrangement', 'Parallel or opposed'],
          ['Design Temperature', 'Up to 450 °C'],
          ['Leakage', '≤ 2% of full flow; 99.9% with seal air'],
          ['Actuation', 'Pneumatic or electric, with positioner'],
        ],
      },
      {
        slug: 'damper-guillotine',
        name: 'Guillotine Isolation Damper',
        art: 'guillotine',
        description: 'A sliding blade closes the duct for 100% gas-tight isolation with seal air, so maintenance can work safely downstream of a running boiler or kiln. The blade runs in a frame with spring seals, and seal air at a pressure above that of the duct stops gas passing the seals. Used at boiler outlets, ESP and FGD bypasses and in kiln ducts.',
        properties: [
          ['Duct Size', 'Up to 10 m × 10 m'],
          ['Design Temperature', 'Up to 450 °C'],
          ['Isolation', '100% gas-tight with seal air'],
          ['Drive', 'Electric chain or screw drive'],
          ['Blade', 'Carbon steel or SS with flexible seals'],
        ],
      },
    ],
  },
  {
    slug: 'hoses',
    name: 'Flexible Metallic Hoses',
    art: 'hose',
    description:
      'Annular corrugated stainless steel hoses with wire braid for vibration isolation, misalignment and flexible connections in steam, gas, cryogenic and chemical service. Assemblies are designed and tested to ISO 10380 with flanged, union or weld ends.',
    products: [
      {
        slug: 'hose-braided',
        name: 'SS 316L Braided Corrugated Hose',
        art: 'hose',
        sheds: 24,
        description:
          'An annular corrugated SS 316L hose with one or two SS 304 wire braids that take the pressure thrust. Supplied in assembly with flanges, unions or weld ends and tested to 1.5 times the working pressure. It absorbs vibration and misalignment at pumps, compressors and engines and makes flexible connections for loading arms and cryogenic transfer.',
        properties: [
          ['Size', 'DN 8 to DN 300'],
          ['Working Pressure', 'Up to 250 bar (DN 8) / 16 bar (DN 300)'],
          ['Temperature', '−196 °C to 600 °C'],
          ['Hose Material', 'SS 316L'],
          ['Braid', 'SS 304, single or double'],
          ['Standards', 'ISO 10380'],
        ],
        configurations: [
          ['Flanged ends', 'hose-flanged'],
          ['Union ends', 'hose-union'],
        ],
      },
      {
        slug: 'hose-interlock',
        name: 'Interlocked Exhaust Hose',
        art: 'hose',
        sheds: 30,
        description: 'A stripwound interlocked hose for engine exhausts and low-pressure hot gas, with high flexibility and abrasion resistance. The interlocked profile stands up to high gas velocity and abrasive dust. Ceramic or graphite yarn packing in the profile makes it gas-tight.',
        properties: [
          ['Size', 'DN 25 to DN 600'],
          ['Working Pressure', 'Up to 1 bar'],
          ['Temperature', 'Up to 600 °C'],
          ['Material', 'Galvanised steel or SS 321 strip'],
        ],
      },
      {
        slug: 'hose-jacketed',
        name: 'Jacketed Metal Hose',
        art: 'hose',
        sheds: 20,
        description: 'A hose inside a hose: a steam or thermal-oil jacket keeps viscous or solidifying products such as sulphur, bitumen and polymer melt at temperature. The inner hose carries the product and the outer one the heating medium, with end fittings that connect both. Designed and tested to ISO 10380 at 1.5 times the working pressure.',
        properties: [
          ['Inner Size', 'DN 15 to DN 150'],
          ['Jacket Size', 'DN 25 to DN 200'],
          ['Working Pressure', 'Inner up to 40 bar, jacket up to 16 bar'],
          ['Temperature', 'Up to 400 °C'],
          ['Standards', 'ISO 10380'],
        ],
      },
    ],
  },
  {
    slug: 'pipe-supports',
    name: 'Pipe Supports',
    art: 'spring',
    description:
      'Spring supports that carry the weight of hot piping while it moves with its thermal expansion, used beside expansion joints to keep the loads on nozzles and equipment within their limits. Variable spring hangers suit small vertical movements, constant load supports the large ones at boiler and turbine connections.',
    products: [
      {
        slug: 'spring-hanger',
        name: 'Variable Spring Hanger',
        art: 'spring',
        description:
          'A pre-set coil spring support that carries pipe weight while allowing vertical thermal movement, with a load scale showing cold and hot positions. Used with expansion joints to keep nozzle loads within limits. The load variation between cold and hot positions is kept within 25%, as MSS SP-58 recommends.',
        properties: [
          ['Load Range', '0.1 kN to 200 kN'],
          ['Working Range', '30 mm to 120 mm'],
          ['Load Variation', '≤ 25% over working range'],
          ['Type', 'Hanging, base-mounted or can type'],
          ['Standards', 'MSS SP-58'],
        ],
      },
      {
        slug: 'constant-support',
        name: 'Constant Load Support',
        art: 'spring',
        description:
          'A spring and lever mechanism that keeps the supporting force constant through the travel, for lines with large vertical movement at boiler and turbine connections. The load stays within ±6% over the full travel, as MSS SP-58 requires. Each unit is pre-set to its calculated load and locked with travel stops until the hydrostatic test is complete.',
        properties: [
          ['Load Range', '1 kN to 400 kN'],
          ['Total Travel', 'Up to 400 mm'],
          ['Load Deviation', '≤ 6% over travel'],
          ['Standards', 'MSS SP-58'],
        ],
      },
    ],
  },
];
