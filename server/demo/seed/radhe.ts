/**
 * Demo catalogue of the radhe storefront: composite (polymer) insulators 11-765 kV, polymer-housed metal-oxide
 * surge arresters, switchgear up to 220 kV and line accessories (company facts of product-spec.md §1). Figures are typical
 * catalogue values for the voltage class (IEC 61109 / IEC 62217 / IEC 60815 for insulators, IEC 60099-4 for
 * arresters, IEC 62271-102 and IEC 60282-2 for switchgear).
 */
import type { SeedCategory } from './types.ts';

const rodCommon: [string, string][] = [
  ['Core', 'ECR glass-fibre reinforced epoxy rod'],
  ['Housing', 'HTV silicone rubber, one-piece injection moulded'],
  ['Standards', 'IEC 61109, IEC 62217, IEC 60815'],
];

export const radheCatalog: SeedCategory[] = [
  {
    slug: 'insulators',
    name: 'Insulators',
    art: 'longrod',
    description:
      'Composite insulators for overhead lines and substations from 11 kV to 765 kV. A fibre-reinforced epoxy core carries the load and a silicone rubber housing gives hydrophobic, pollution-resistant insulation at a fraction of the weight of porcelain.',
    children: [
      {
        slug: 'long-rod',
        name: 'Composite Long Rod Insulators',
        art: 'longrod',
        description:
          'Suspension and tension long rod insulators for 66-765 kV transmission lines. One unit replaces a string of porcelain or glass discs, cutting string weight by up to 90% and removing the risk of puncture between discs.',
        children: [
          {
            slug: 'transmission',
            name: 'Transmission Line Insulators (132-765 kV)',
            art: 'longrod',
            description:
              'Long rod insulators for EHV and UHV lines. Corona rings are fitted at 220 kV and above to control the electric field at the line end, and ball-and-socket couplings follow IEC 60120.',
            products: [
              {
                slug: 'lr-132-90',
                name: 'Long Rod Insulator 132 kV, 90 kN',
                art: 'longrod',
                sheds: 22,
                description:
                  'Suspension insulator for 132 kV single and double circuit lines. Alternating large and small sheds give the full creepage distance for heavy pollution (25 mm/kV) within a short section length. Every unit is routine-tested at 50% of its specified mechanical load for 10 s (IEC 61109) after crimping.',
                properties: [
                  ['Nominal System Voltage', '132 kV'],
                  ['Specified Mechanical Load (SML)', '90 kN'],
                  ['Minimum Creepage Distance', '3625 mm'],
                  ['Dry Lightning Impulse Withstand', '650 kVp'],
                  ['Wet Power Frequency Withstand', '275 kV rms'],
                  ['Section Length', '1305 ± 15 mm'],
                  ['End Fittings', 'Ball & socket 16 mm per IEC 60120, hot-dip galvanised forged steel'],
                  ...rodCommon,
                ],
                configurations: [
                  ['Ball & socket 16 mm', 'ball-socket'],
                  ['Tongue & clevis', 'tongue-clevis'],
                ],
              },
              {
                slug: 'lr-220-120',
                name: 'Long Rod Insulator 220 kV, 120 kN',
                art: 'longrod',
                sheds: 30,
                description:
                  'Suspension and light tension insulator for 220 kV lines. Supplied with a corona ring at the line end; the alternating shed profile keeps the creepage factor within IEC 60815 limits for heavy pollution sites. The ECR glass-fibre rod resists brittle fracture in acidic moisture, and the housing is sealed to the crimped fittings so moisture cannot reach the rod.',
                properties: [
                  ['Nominal System Voltage', '220 kV'],
                  ['Specified Mechanical Load (SML)', '120 kN'],
                  ['Minimum Creepage Distance', '6125 mm'],
                  ['Dry Lightning Impulse Withstand', '1050 kVp'],
                  ['Wet Power Frequency Withstand', '460 kV rms'],
                  ['Section Length', '2030 ± 20 mm'],
                  ['Corona Ring', 'Line end, aluminium alloy'],
                  ...rodCommon,
                ],
                configurations: [
                  ['Ball & socket 16 mm', 'ball-socket'],
                  ['With corona ring', 'corona-ring'],
                ],
              },
              {
                slug: 'lr-400-160',
                name: 'Long Rod Insulator 400 kV, 160 kN',
                art: 'longrod',
                sheds: 38,
                description:
                  'Suspension insulator for 400 kV lines in I- and V-string configurations. Grading rings at both ends keep surface field strength below the corona inception level, and each unit is routine-tested at 50% of its specified mechanical load (IEC 61109). One unit of about 3.6 m replaces a string of around 23 porcelain discs, cutting tower-top weight and the number of joints that could fail.',
                properties: [
                  ['Nominal System Voltage', '400 kV'],
                  ['Specified Mechanical Load (SML)', '160 kN'],
                  ['Minimum Creepage Distance', '10500 mm'],
                  ['Switching Impulse Withstand (wet)', '1050 kVp'],
                  ['Dry Lightning Impulse Withstand', '1550 kVp'],
                  ['Section Length', '3625 ± 30 mm'],
                  ['End Fittings', 'Ball & socket 20 mm per IEC 60120'],
                  ...rodCommon,
                ],
                configurations: [
                  ['Ball & socket 20 mm', 'ball-socket'],
                  ['With corona rings both ends', 'corona-ring'],
                ],
              },
              {
                slug: 'lr-400-210-tension',
                name: 'Tension Long Rod Insulator 400 kV, 210 kN',
                art: 'longrod',
                sheds: 38,
                description:
                  'Tension (dead-end) insulator for 400 kV lines, used in double tension strings at angle and terminal towers. The larger rod diameter carries a specified mechanical load of 210 kN. Each string of the pair is sized to hold the conductor tension on its own, so the line stays up if one string is damaged.',
                properties: [
                  ['Nominal System Voltage', '400 kV'],
                  ['Specified Mechanical Load (SML)', '210 kN'],
                  ['Minimum Creepage Distance', '10500 mm'],
                  ['Dry Lightning Impulse Withstand', '1550 kVp'],
                  ['Section Length', '3700 ± 30 mm'],
                  ['End Fittings', 'Ball & socket 20 mm per IEC 60120'],
                  ...rodCommon,
                ],
              },
              {
                slug: 'lr-765-210',
                name: 'Long Rod Insulator 765 kV, 210 kN',
                art: 'longrod',
                sheds: 46,
                description:
                  'UHV suspension insulator for 765 kV AC lines, supplied with large-diameter grading rings. Designed for switching-surge performance, which governs insulation length at this voltage, and for the high corona and RIV demands of UHV lines. V-strings are common at this voltage: they restrain conductor swing and allow a narrower tower window. The silicone recovers its hydrophobicity after surface discharges, keeping flashover performance under fog, dew and industrial pollution.',
                properties: [
                  ['Nominal System Voltage', '765 kV'],
                  ['Specified Mechanical Load (SML)', '210 kN'],
                  ['Minimum Creepage Distance', '20000 mm'],
                  ['Switching Impulse Withstand (wet)', '1550 kVp'],
                  ['Dry Lightning Impulse Withstand', '2400 kVp'],
                  ['Radio Interference Voltage', '≤ 1000 µV at 508 kV rms'],
                  ...rodCommon,
                ],
              },
            ],
          },
          {
            slug: 'sub-transmission',
            name: 'Sub-transmission Insulators (66-110 kV)',
            art: 'longrod',
            description:
              'Long rod insulators for 66 kV and 110 kV lines and substation strings, light enough to install without a crane on lattice and monopole towers. They use the same ECR glass-fibre core and silicone housing as the EHV range, with shorter section lengths and loads of 70 to 120 kN.',
            products: [
              {
                slug: 'lr-66-70',
                name: 'Long Rod Insulator 66 kV, 70 kN',
                art: 'longrod',
                sheds: 14,
                description:
                  'Suspension insulator for 66 kV lines. A single 70 kN unit replaces a five-disc porcelain string and needs no washing in coastal or industrial pollution. The housing is injection-moulded in one piece over the rod, with no joints between sheds where moisture could track.',
                properties: [
                  ['Nominal System Voltage', '66 kV'],
                  ['Specified Mechanical Load (SML)', '70 kN'],
                  ['Minimum Creepage Distance', '1813 mm'],
                  ['Dry Lightning Impulse Withstand', '325 kVp'],
                  ['Wet Power Frequency Withstand', '140 kV rms'],
                  ['Section Length', '1000 ± 10 mm'],
                  ...rodCommon,
                ],
              },
              {
                slug: 'lr-110-90',
                name: 'Long Rod Insulator 110 kV, 90 kN',
                art: 'longrod',
                sheds: 18,
                description:
                  'Suspension insulator for 110 kV lines and substation strings, with alternating shed profile for heavy pollution and ball-and-socket fittings interchangeable with standard disc hardware. Section length and fittings match the porcelain strings it replaces, so existing tower clearances and hardware stay valid. Widely used on the 110 kV networks of southern Indian utilities.',
                properties: [
                  ['Nominal System Voltage', '110 kV'],
                  ['Specified Mechanical Load (SML)', '90 kN'],
                  ['Minimum Creepage Distance', '3075 mm'],
                  ['Dry Lightning Impulse Withstand', '550 kVp'],
                  ['Wet Power Frequency Withstand', '230 kV rms'],
                  ['Section Length', '1200 ± 12 mm'],
                  ...rodCommon,
                ],
                configurations: [
                  ['Ball & socket 16 mm', 'ball-socket'],
                  ['Tongue & clevis', 'tongue-clevis'],
                ],
              },
            ],
          },
        ],
      },
      {
        slug: 'distribution',
        name: 'Distribution Insulators (11-33 kV)',
        art: 'disc',
        description:
          'Polymer disc, pin and post insulators for 11 kV and 33 kV distribution networks. Vandal-resistant, light and unbreakable in transit, with silicone housings that stay hydrophobic in dust and salt fog.',
        children: [
          {
            slug: 'disc',
            name: 'Disc (Suspension) Insulators',
            art: 'disc',
            description: 'Polymer suspension insulators for dead-end and suspension points on 11 kV and 33 kV overhead lines. Each unit replaces a string of two to four porcelain or glass discs and cannot be shattered by stone throwing or gunshots.',
            products: [
              {
                slug: 'disc-11-45',
                name: 'Polymer Disc Insulator 11 kV, 45 kN',
                art: 'disc',
                sheds: 3,
                description:
                  'Tension and suspension insulator for 11 kV lines with tongue-and-clevis fittings. Replaces a two-disc porcelain string and cannot shatter from stone throwing or gunshots. At about 1 kg it is handled by one lineman without lifting tackle.',
                properties: [
                  ['Nominal System Voltage', '11 kV'],
                  ['Specified Mechanical Load (SML)', '45 kN'],
                  ['Minimum Creepage Distance', '320 mm'],
                  ['Dry Lightning Impulse Withstand', '75 kVp'],
                  ['Wet Power Frequency Withstand', '35 kV rms'],
                  ['End Fittings', 'Tongue & clevis, hot-dip galvanised'],
                  ['Standards', 'IEC 61109, IEC 62217'],
                ],
              },
              {
                slug: 'disc-33-70',
                name: 'Polymer Disc Insulator 33 kV, 70 kN',
                art: 'disc',
                sheds: 6,
                description:
                  'Tension and suspension insulator for 33 kV lines. Six alternating sheds give 900 mm of creepage, enough for heavy pollution zones. Clevis and ball-and-socket fittings interchange with existing porcelain disc hardware on 33 kV cross-arms.',
                properties: [
                  ['Nominal System Voltage', '33 kV'],
                  ['Specified Mechanical Load (SML)', '70 kN'],
                  ['Minimum Creepage Distance', '900 mm'],
                  ['Dry Lightning Impulse Withstand', '170 kVp'],
                  ['Wet Power Frequency Withstand', '70 kV rms'],
                  ['End Fittings', 'Tongue & clevis or ball & socket 16 mm'],
                  ['Standards', 'IEC 61109, IEC 62217'],
                ],
                configurations: [
                  ['Tongue & clevis', 'tongue-clevis'],
                  ['Ball & socket 16 mm', 'ball-socket'],
                ],
              },
            ],
          },
          {
            slug: 'pin',
            name: 'Pin Insulators',
            art: 'pin',
            description: 'Polymer pin insulators for straight-line poles of 11 kV and 33 kV feeders, threaded for standard galvanised pins. The silicone housing keeps its creepage performance in dust and salt fog without washing.',
            products: [
              {
                slug: 'pin-11',
                name: 'Polymer Pin Insulator 11 kV',
                art: 'pin',
                sheds: 2,
                description:
                  'Pin insulator for 11 kV feeders with a top groove and side groove for conductor binding. A one-piece silicone housing over an FRP core replaces brittle porcelain pin insulators. A galvanised thread insert is moulded into the base, so no cement or lead thimble is needed.',
                properties: [
                  ['Nominal System Voltage', '11 kV'],
                  ['Specified Cantilever Load', '5 kN'],
                  ['Minimum Creepage Distance', '320 mm'],
                  ['Dry Lightning Impulse Withstand', '75 kVp'],
                  ['Pin Thread', '25 mm, galvanised steel pin'],
                  ['Standards', 'IEC 61952, IEC 62217'],
                ],
              },
              {
                slug: 'pin-33',
                name: 'Polymer Pin Insulator 33 kV',
                art: 'pin',
                sheds: 4,
                description:
                  'Pin insulator for 33 kV feeders and substation approaches. Four sheds give 900 mm of creepage; the insulator weighs less than a third of its porcelain equivalent. The top groove takes conductors up to 100 mm² ACSR (Dog), the common size on 33 kV feeders.',
                properties: [
                  ['Nominal System Voltage', '33 kV'],
                  ['Specified Cantilever Load', '10 kN'],
                  ['Minimum Creepage Distance', '900 mm'],
                  ['Dry Lightning Impulse Withstand', '170 kVp'],
                  ['Wet Power Frequency Withstand', '70 kV rms'],
                  ['Standards', 'IEC 61952, IEC 62217'],
                ],
              },
            ],
          },
          {
            slug: 'post',
            name: 'Post Insulators',
            art: 'post',
            description: 'Line post and station post insulators for compact lines and substation busbars and disconnectors. The solid core cannot puncture internally and keeps its cantilever strength after years of service.',
            products: [
              {
                slug: 'post-11-line',
                name: 'Line Post Insulator 11 kV',
                art: 'post',
                sheds: 5,
                description:
                  'Horizontal or vertical line post for compact 11 kV lines, with a clamp-top for direct conductor fixing and a base flange for cross-arm mounting. The FRP rod carries the conductor’s cantilever load without a pin, so compact lines can be built with narrower cross-arms. The silicone housing suits coastal and desert feeders where porcelain needs regular washing.',
                properties: [
                  ['Nominal System Voltage', '11 kV'],
                  ['Specified Cantilever Load', '10 kN'],
                  ['Minimum Creepage Distance', '450 mm'],
                  ['Dry Lightning Impulse Withstand', '95 kVp'],
                  ['Mounting', 'Base flange, 2 × M16'],
                  ['Standards', 'IEC 61952, IEC 62217'],
                ],
              },
              {
                slug: 'post-33-station',
                name: 'Station Post Insulator 33 kV',
                art: 'post',
                sheds: 9,
                description:
                  'Station post for 33 kV busbars, isolators and equipment supports. Flanged ends with standard PCD make it a drop-in replacement for porcelain station posts. The solid core cannot fail by internal puncture, and the low weight makes replacement during a short outage easy.',
                properties: [
                  ['Nominal System Voltage', '33 kV'],
                  ['Specified Cantilever Load', '8 kN'],
                  ['Specified Torsion Load', '1 kN·m'],
                  ['Minimum Creepage Distance', '1160 mm'],
                  ['Dry Lightning Impulse Withstand', '170 kVp'],
                  ['End Flanges', '76 mm PCD, 4 × M12'],
                  ['Standards', 'IEC 62231, IEC 62217'],
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'surge-arresters',
    name: 'Surge Arresters',
    art: 'arrester',
    description:
      'Polymer-housed metal-oxide (ZnO) surge arresters that protect transformers, cables and line insulation from lightning and switching over-voltages. The silicone housing is directly moulded onto the varistor stack, so there is no internal air gap and no risk of explosive failure.',
    products: [
      {
        slug: 'arr-9-dist',
        name: 'Distribution Surge Arrester 9 kV (11 kV systems)',
        art: 'arrester',
        sheds: 4,
        description:
          'Gapless metal-oxide arrester for 11 kV transformers and cable terminations, with a ground-lead disconnector that separates a failed arrester from the earth so the line stays in service. The zinc-oxide blocks are held in an FRP cage with the silicone housing moulded directly over it, so an overloaded arrester vents without throwing fragments. Mount it on the transformer tank or pole bracket, as close as possible to the bushing it protects.',
        properties: [
          ['Rated Voltage (Ur)', '9 kV'],
          ['Continuous Operating Voltage (Uc)', '7.65 kV'],
          ['Nominal Discharge Current', '10 kA (8/20 µs)'],
          ['Residual Voltage at 10 kA', '≤ 30 kVp'],
          ['High Current Withstand', '100 kA (4/10 µs)'],
          ['Repetitive Charge Transfer Rating', '0.4 C'],
          ['Standards', 'IEC 60099-4'],
        ],
      },
      {
        slug: 'arr-30-dist',
        name: 'Distribution Surge Arrester 30 kV (33 kV systems)',
        art: 'arrester',
        sheds: 8,
        description:
          'Gapless metal-oxide arrester for 33 kV distribution transformers, capacitor banks and overhead-to-cable transitions. The 30 kV rating leaves margin for the temporary over-voltages on healthy phases during earth faults in 33 kV networks. Supplied with line and earth terminals and a choice of ground-lead disconnector or cable-termination bracket.',
        properties: [
          ['Rated Voltage (Ur)', '30 kV'],
          ['Continuous Operating Voltage (Uc)', '24.4 kV'],
          ['Nominal Discharge Current', '10 kA (8/20 µs)'],
          ['Residual Voltage at 10 kA', '≤ 100 kVp'],
          ['High Current Withstand', '100 kA (4/10 µs)'],
          ['Standards', 'IEC 60099-4'],
        ],
        configurations: [
          ['With ground-lead disconnector', 'arrester-disconnector'],
          ['With cable-termination bracket', 'arrester-bracket'],
        ],
      },
      {
        slug: 'arr-96-station',
        name: 'Station Class Surge Arrester 96 kV (110 kV systems)',
        art: 'arrester',
        sheds: 14,
        description:
          'Station-class arrester for 110 kV substations and line entries, with a pressure-relief design and optional surge counter and leakage-current monitor. Line discharge class 3 covers the energy of switching long lines and capacitor banks at this voltage. It stands on an insulating base so that a surge counter can be fitted in the earth lead.',
        properties: [
          ['Rated Voltage (Ur)', '96 kV'],
          ['Continuous Operating Voltage (Uc)', '76 kV'],
          ['Nominal Discharge Current', '10 kA (8/20 µs)'],
          ['Line Discharge Class', 'Class 3'],
          ['Residual Voltage at 10 kA', '≤ 250 kVp'],
          ['Short-circuit Current Rating', '40 kA'],
          ['Standards', 'IEC 60099-4'],
        ],
      },
      {
        slug: 'arr-198-station',
        name: 'Station Class Surge Arrester 198 kV (220 kV systems)',
        art: 'arrester',
        sheds: 20,
        description:
          'Station-class arrester for 220 kV transformers and GIS line entries, built from two units with a grading ring for even voltage distribution along the stack. The residual voltage at 10 kA leaves a wide protective margin below the 950 kVp lightning impulse level of 220 kV transformers (insulation coordination per IEC 60071 and IEC 60099-5). The polymer housing cannot shatter, so a failure does not damage neighbouring equipment.',
        properties: [
          ['Rated Voltage (Ur)', '198 kV'],
          ['Continuous Operating Voltage (Uc)', '154 kV'],
          ['Nominal Discharge Current', '10 kA (8/20 µs)'],
          ['Line Discharge Class', 'Class 3'],
          ['Residual Voltage at 10 kA', '≤ 500 kVp'],
          ['Short-circuit Current Rating', '50 kA'],
          ['Standards', 'IEC 60099-4'],
        ],
      },
    ],
  },
  {
    slug: 'switchgear',
    name: 'Switchgear',
    art: 'isolator',
    description:
      'Outdoor disconnectors and fuse cutouts up to 220 kV on polymer post insulators: air-break switches for distribution feeders, centre-break and double-break isolators for substations, and drop-out fuse cutouts for transformer protection. Contacts, mechanisms and insulators are chosen for tropical service: high ambient temperature, monsoon humidity and dust.',
    children: [
      {
        slug: 'isolators',
        name: 'Isolators and AB Switches',
        art: 'isolator',
        description: 'Three-pole, gang-operated disconnectors with optional earth switch, from 33 kV air-break switches to 220 kV double-break isolators. Motor operating mechanisms allow remote operation from the substation control room or SCADA.',
        products: [
          {
            slug: 'ab-33',
            name: 'Air Break Switch 33 kV, 630 A',
            art: 'isolator',
            description:
              'Gang-operated, three-pole AB switch for 33 kV feeders and sectionalising points, with silver-plated copper contacts and arcing horns for breaking transformer magnetising current. The operating handle sits at the pole base with a padlock provision. Polymer posts reduce the weight on the pole top and end the porcelain breakage common on rural feeders.',
            properties: [
              ['Rated Voltage', '36 kV'],
              ['Rated Normal Current', '630 A'],
              ['Short-time Withstand Current', '16 kA for 3 s'],
              ['Lightning Impulse Withstand', '170 kVp'],
              ['Operation', 'Manual, gang-operated'],
              ['Standards', 'IEC 62271-102'],
            ],
          },
          {
            slug: 'iso-66-cb',
            name: 'Centre Break Isolator 66 kV, 800 A',
            art: 'isolator',
            description: 'Centre-break isolator for 66 kV substations on polymer station posts, with optional earth switch and motor operating mechanism. Both posts rotate through 90° to open the centre break, giving maintenance staff a clearly visible isolating gap. Polymer station posts reduce the load on the structure and resist seismic and vandal damage.',
            properties: [
              ['Rated Voltage', '72.5 kV'],
              ['Rated Normal Current', '800 A'],
              ['Short-time Withstand Current', '25 kA for 3 s'],
              ['Lightning Impulse Withstand', '325 kVp'],
              ['Operation', 'Manual or motor-operated'],
              ['Standards', 'IEC 62271-102'],
            ],
          },
          {
            slug: 'iso-132-db',
            name: 'Double Break Isolator 132 kV, 1250 A',
            art: 'isolator',
            description:
              'Double-break, centre-rotating isolator for 132 kV bays. Two breaks in series reduce the arc on each contact, and the mechanism locks firmly in both end positions. An interlocked earth switch can be fitted on either side for safe maintenance of the line or the bay.',
            properties: [
              ['Rated Voltage', '145 kV'],
              ['Rated Normal Current', '1250 A'],
              ['Short-time Withstand Current', '31.5 kA for 3 s'],
              ['Lightning Impulse Withstand', '650 kVp'],
              ['Earth Switch', 'Optional, interlocked'],
              ['Standards', 'IEC 62271-102'],
            ],
            configurations: [
              ['Without earth switch', 'isolator-plain'],
              ['With earth switch', 'isolator-earth'],
            ],
          },
          {
            slug: 'iso-220-db',
            name: 'Double Break Isolator 220 kV, 1600 A',
            art: 'isolator',
            description: 'Double-break isolator for 220 kV substations, motor-operated with local and remote control and mechanical and electrical interlocks. Silver-plated contacts wipe themselves clean on closing, keeping contact resistance low over thousands of operations. Type-tested for mechanical endurance class M1 (2,000 operations) per IEC 62271-102.',
            properties: [
              ['Rated Voltage', '245 kV'],
              ['Rated Normal Current', '1600 A'],
              ['Short-time Withstand Current', '40 kA for 1 s'],
              ['Lightning Impulse Withstand', '1050 kVp'],
              ['Operation', 'Motor-operated, 220 V DC'],
              ['Standards', 'IEC 62271-102'],
            ],
          },
        ],
      },
      {
        slug: 'fuse-cutouts',
        name: 'Drop-out Fuse Cutouts',
        art: 'dropout',
        description: 'Expulsion-type drop-out fuse cutouts on polymer insulators for distribution transformer and lateral protection; the fuse tube drops open to show a blown fuse from the ground. The fuse holder can be re-fused and closed live with an insulated hook stick.',
        products: [
          {
            slug: 'dofc-11',
            name: 'Drop-out Fuse Cutout 11 kV, 100 A',
            art: 'dropout',
            description: 'Fuse cutout for 11 kV distribution transformers, with a silicone rubber insulator and a glass-fibre fuse tube rated for repeated operation with a hook stick. When the link melts, the expulsion gases interrupt the arc and the tube swings down, showing the line crew which fuse has operated. The holder is re-fused and closed with a hook stick without switching off the main feeder.',
            properties: [
              ['Rated Voltage', '12 kV'],
              ['Rated Current', '100 A'],
              ['Breaking Capacity', '8 kA'],
              ['Lightning Impulse Withstand', '95 kVp'],
              ['Minimum Creepage Distance', '320 mm'],
              ['Standards', 'IEC 60282-2'],
            ],
          },
          {
            slug: 'dofc-33',
            name: 'Drop-out Fuse Cutout 33 kV, 100 A',
            art: 'dropout',
            description: 'Fuse cutout for 33 kV laterals and transformers, with extended creepage for polluted areas. The silicone insulator ends the porcelain breakage and internal cracking seen on older cutouts. Standard K and T type fuse links fit, and spring-loaded contacts keep their pressure through thermal cycles.',
            properties: [
              ['Rated Voltage', '36 kV'],
              ['Rated Current', '100 A'],
              ['Breaking Capacity', '8 kA'],
              ['Lightning Impulse Withstand', '170 kVp'],
              ['Minimum Creepage Distance', '900 mm'],
              ['Standards', 'IEC 60282-2'],
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'line-accessories',
    name: 'Line Accessories',
    art: 'ring',
    description:
      'Products that complete a composite insulator string or take the place of steel on compact lines, from 66 kV to 765 kV. Corona (grading) rings control the electric field at the insulator ends, and composite insulated cross-arms replace steel cross-arms and insulator strings.',
    products: [
      {
        slug: 'corona-ring',
        name: 'Corona (Grading) Rings 220-765 kV',
        art: 'ring',
        description:
          'Aluminium grading rings that control the electric field at the line and tower ends of composite insulators, preventing corona discharge that would age the silicone housing. Sized to the insulator and voltage by field calculation. Rings are made from polished aluminium tube and clamp onto the end fitting, so they can be retrofitted to strings already in service.',
        properties: [
          ['Voltage Range', '220-765 kV'],
          ['Material', 'Aluminium alloy tube, 6063-T6'],
          ['Tube Diameter', '32-60 mm'],
          ['Ring Diameter', '250-600 mm'],
          ['Mounting', 'Bolted clamp on end fitting'],
        ],
      },
      {
        slug: 'composite-crossarm',
        name: 'Composite Insulated Cross-arm 66-132 kV',
        art: 'post',
        sheds: 12,
        description:
          'Horizontal composite insulated cross-arm that replaces steel cross-arm and insulator strings on compact lines, narrowing the right-of-way and reducing tower height. It combines horizontal post insulators and a brace insulator fixed to the pole, and restrains conductor swing. This allows compact urban corridors and uprating existing routes to a higher voltage on the same towers.',
        properties: [
          ['Nominal System Voltage', '66-132 kV'],
          ['Specified Cantilever Load', '12 kN'],
          ['Minimum Creepage Distance', '3625 mm (132 kV)'],
          ['Core', 'ECR glass-fibre reinforced epoxy rod, 100 mm'],
          ['Housing', 'HTV silicone rubber'],
          ['Standards', 'IEC 61952, IEC 62217'],
        ],
      },
    ],
  },
];
