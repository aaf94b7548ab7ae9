#!/usr/bin/env bash
# Renders the home page's promotional video (public/media/nyayik-promo.mp4), its poster
# (nyayik-promo-poster.webp) and captions (nyayik-promo.en.vtt) from text with ffmpeg only:
# ten slides about the firm's services on a slowly turning gradient, cross-faded, with a progress
# bar along the bottom.
# Exactly 60 s (the card says "1:00 min"), 960x540, H.264 without audio, under 2 MB.
#
#   bash scripts/make-promo-video.sh            # needs ffmpeg with libx264, libwebp and drawtext
#
# The output is committed; run this again only when the wording below changes.
set -euo pipefail

cd "$(dirname "$0")/.."
OUT_DIR=public/media
VIDEO=$OUT_DIR/nyayik-promo.mp4
FFMPEG=${FFMPEG:-ffmpeg}
BOLD=${FONT_BOLD:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}
REGULAR=${FONT_REGULAR:-/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf}
for f in "$BOLD" "$REGULAR"; do [[ -f $f ]] || { echo "font not found: $f (set FONT_BOLD / FONT_REGULAR)" >&2; exit 1; }; done

W=960 H=540 FPS=25
TOTAL=60 FADE=0.5
# Slide title | lines below it (separated by "^") | eyebrow. Ten slides, one per ~6 s.
SLIDES=(
  "Nyayik Legal & Compliance|Legal, tax and compliance help^for founders, families and small businesses|Dhanbad · Bangalore · Mumbai · Delhi"
  "Business Compliance|Company registration · MSME · food licence^import-export code · ISO · tax compliance|Service 1 of 6 · Startups"
  "Trademarks & Copyrights|Search, filing, objections, hearings and renewals^International filing under the Madrid Protocol|Service 2 of 6"
  "GST Compliance|Registration, monthly and annual returns^LUT filing, amendments and notice replies|Service 3 of 6"
  "Income Tax|ITR-1 to ITR-7 · TDS returns · TAN^Forms 15CA-15CB · replies to notices|Service 4 of 6"
  "Insurance Claims|Health, vehicle, life and property claims^Rejected or short-settled? We take it up|Service 5 of 6"
  "Agreements & Legal Review|Business, franchise, property and IP agreements^drafted and reviewed by lawyers|Service 6 of 6"
  "Why clients choose us|Timely service · Expert professionals^Affordable fixed prices · 24/7 support|Our promise"
  "960 happy clients|970+ cases won · 12 years of experience^2 branch offices and consultancy in 3 cities|In numbers"
  "First 15 minutes free|Book a consultation at nyayik.in^20% off trademark registration with code TM20|Talk to an expert"
)
N=${#SLIDES[@]}
# Each slide overlaps the next by FADE seconds, so N slides of length L last N*L - (N-1)*FADE = TOTAL.
L=$(awk -v t="$TOTAL" -v n="$N" -v f="$FADE" 'BEGIN { printf "%.4f", (t + (n - 1) * f) / n }')

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT_DIR"

inputs=() filters=""
for i in "${!SLIDES[@]}"; do
  IFS='|' read -r title body eyebrow <<<"${SLIDES[$i]}"
  printf '%s' "$title" >"$TMP/t$i.txt"
  printf '%s' "${body//^/$'\n'}" >"$TMP/b$i.txt"
  printf '%s' "$eyebrow" >"$TMP/e$i.txt"
  printf '%02d / %02d' $((i + 1)) "$N" >"$TMP/n$i.txt"
  # Two navy tones whose gradient turns slowly; text eases in from 16 px below.
  inputs+=(-f lavfi -i "gradients=s=${W}x${H}:c0=0x0f1f4d:c1=0x1f3f99:n=2:x0=0:y0=0:x1=${W}:y1=${H}:seed=7:speed=0.004:d=${L}:r=${FPS}")
  ease="16*max(0\,1-t/0.7)"
  filters+="[$i:v]format=yuv420p,"
  filters+="drawtext=fontfile=$BOLD:text='§':fontsize=420:fontcolor=white@0.05:x=w-tw-40:y=(h-th)/2-10,"
  filters+="drawbox=x=72:y=150:w=56:h=6:color=0xf2b530:t=fill,"
  filters+="drawtext=expansion=none:fontfile=$REGULAR:textfile=$TMP/e$i.txt:fontsize=24:fontcolor=0xf6c75a:x=72:y=104+$ease:alpha='min(1\,t/0.5)',"
  filters+="drawtext=expansion=none:fontfile=$BOLD:textfile=$TMP/t$i.txt:fontsize=50:fontcolor=white:x=72:y=186+$ease:alpha='min(1\,t/0.7)',"
  filters+="drawtext=expansion=none:fontfile=$REGULAR:textfile=$TMP/b$i.txt:fontsize=30:line_spacing=16:fontcolor=0xdbe4ff:x=72:y=282+$ease:alpha='clip((t-0.35)/0.7\,0\,1)',"
  filters+="drawtext=fontfile=$BOLD:text='NYAYIK':fontsize=22:fontcolor=white:x=72:y=h-72,"
  filters+="drawtext=expansion=none:fontfile=$REGULAR:textfile=$TMP/n$i.txt:fontsize=20:fontcolor=0xb8c6f0:x=w-tw-72:y=h-70,"
  filters+="setsar=1[s$i];"
done

# Chain the cross-fades: each offset is where the next slide starts fading in.
prev="s0"
for ((i = 1; i < N; i++)); do
  offset=$(awk -v i="$i" -v l="$L" -v f="$FADE" 'BEGIN { printf "%.4f", i * (l - f) }')
  filters+="[$prev][s$i]xfade=transition=fade:duration=$FADE:offset=$offset[x$i];"
  prev="x$i"
done
# A thin amber progress bar slides in from the left over the whole minute.
filters+="color=c=0xf2b530:s=${W}x4:r=${FPS}:d=${TOTAL}[bar];"
filters+="[$prev][bar]overlay=x='-W+W*t/${TOTAL}':y=H-4:eval=frame:shortest=1,trim=duration=${TOTAL},format=yuv420p[out]"

"$FFMPEG" -hide_banner -loglevel error -y "${inputs[@]}" -filter_complex "$filters" -map "[out]" \
  -c:v libx264 -preset slow -crf 30 -tune stillimage -profile:v high -pix_fmt yuv420p \
  -g 250 -movflags +faststart -an -t "$TOTAL" "$VIDEO"

# Captions: the words of each slide while it is on screen (the video has no sound).
vtt_time() { awk -v s="$1" 'BEGIN { m = int(s / 60); printf "00:%02d:%06.3f", m, s - m * 60 }'; }
{
  echo "WEBVTT"
  for i in "${!SLIDES[@]}"; do
    IFS='|' read -r title body eyebrow <<<"${SLIDES[$i]}"
    from=$(awk -v i="$i" -v l="$L" -v f="$FADE" 'BEGIN { printf "%.3f", i * (l - f) }')
    to=$(awk -v i="$i" -v n="$N" -v l="$L" -v f="$FADE" -v t="$TOTAL" 'BEGIN { printf "%.3f", (i == n - 1) ? t : (i + 1) * (l - f) }')
    printf '\n%s --> %s\n%s\n%s\n' "$(vtt_time "$from")" "$(vtt_time "$to")" "$title" "${body//^/ · }"
  done
} | sed 's/&/\&amp;/g' >"$OUT_DIR/nyayik-promo.en.vtt"

# The poster is the first slide once its text has settled.
"$FFMPEG" -hide_banner -loglevel error -y -ss 2 -i "$VIDEO" -frames:v 1 -vf scale=640:-2 -c:v libwebp -quality 70 "$OUT_DIR/nyayik-promo-poster.webp"

ls -l "$VIDEO" "$OUT_DIR"/nyayik-promo-poster.* "$OUT_DIR/nyayik-promo.en.vtt"
